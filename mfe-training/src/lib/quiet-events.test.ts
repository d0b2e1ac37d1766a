import { stopUnhandledEvents } from './quiet-events';

test('a screen stops the hover, move and touch events aimed inside it before the page hears them in either phase, not the tap, the focus or events elsewhere', () => {
  const screen = document.createElement('section');
  const button = document.createElement('button');
  const outside = document.createElement('button');
  screen.append(button);
  document.body.append(screen, outside);
  const heard: string[] = [];
  const types = ['pointerover', 'mousemove', 'touchend', 'pointerdown', 'mousedown', 'click'];
  const root = document.body;
  for (const type of types) {
    // React listens at its root in both phases.
    root.addEventListener(
      type,
      (e) => heard.push(`${type} capture ${(e.target as Element).id}`),
      true,
    );
    root.addEventListener(type, (e) => heard.push(`${type} ${(e.target as Element).id}`));
  }
  button.id = 'in';
  outside.id = 'out';

  const undo = stopUnhandledEvents(screen);
  for (const type of types) button.dispatchEvent(new Event(type, { bubbles: true }));
  outside.dispatchEvent(new Event('mousemove', { bubbles: true }));
  expect(heard).toEqual([
    'pointerdown capture in',
    'pointerdown in',
    'mousedown capture in',
    'mousedown in',
    'click capture in',
    'click in',
    'mousemove capture out',
    'mousemove out',
  ]);
  const focused: string[] = [];
  document.addEventListener('focusin', () => focused.push('focusin'));
  button.focus();
  expect(focused).toEqual(['focusin']);

  undo();
  heard.length = 0;
  button.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(heard).toEqual(['pointerover capture in', 'pointerover in']);
  screen.remove();
  outside.remove();
});
