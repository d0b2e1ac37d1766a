import { stopUnhandledEvents } from './quiet-events';

test('a screen stops the hover and move events on their way up, not the tap or the focus', () => {
  const screen = document.createElement('section');
  const button = document.createElement('button');
  screen.append(button);
  document.body.append(screen);
  const heard: string[] = [];
  const types = ['pointerover', 'mousemove', 'touchend', 'pointerdown', 'mousedown', 'click'];
  for (const type of types) document.addEventListener(type, () => heard.push(type));
  document.addEventListener('focusin', () => heard.push('focusin'));

  const undo = stopUnhandledEvents(screen);
  for (const type of types) button.dispatchEvent(new Event(type, { bubbles: true }));
  button.focus();
  expect(heard).toEqual(['pointerdown', 'mousedown', 'click', 'focusin']);

  undo();
  heard.length = 0;
  button.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(heard).toEqual(['pointerover']);
  screen.remove();
});
