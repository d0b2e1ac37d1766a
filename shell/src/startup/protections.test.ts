import {
  blockInspectionShortcuts,
  isLocalHost,
  silenceConsole,
  stripDevelopmentArtifacts,
} from './protections';

describe('page start-up protections', () => {
  test('right-click, F12 and Ctrl+U are blocked; other keys are not', () => {
    const release = blockInspectionShortcuts(document);
    const fire = (event: Event) => {
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fire(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(true);
    expect(
      fire(new KeyboardEvent('keydown', { key: 'F12', bubbles: true, cancelable: true })),
    ).toBe(true);
    expect(
      fire(
        new KeyboardEvent('keydown', { key: 'u', ctrlKey: true, bubbles: true, cancelable: true }),
      ),
    ).toBe(true);
    expect(fire(new KeyboardEvent('keydown', { key: 'u', bubbles: true, cancelable: true }))).toBe(
      false,
    );
    expect(fire(new KeyboardEvent('keydown', { key: 'F8', bubbles: true, cancelable: true }))).toBe(
      false,
    );
    release();
    expect(fire(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(false);
  });

  test('the console is silenced on real hosts only, and errors still print', () => {
    const target = {
      log: jest.fn(),
      warn: jest.fn(),
      info: jest.fn(),
      debug: jest.fn(),
      error: jest.fn(),
    };
    expect(silenceConsole('localhost', target as unknown as Console)).toBe(false);
    expect(silenceConsole('127.0.0.1', target as unknown as Console)).toBe(false);
    expect(isLocalHost('zak-coaching.com')).toBe(false);
    expect(silenceConsole('zak-coaching.com', target as unknown as Console)).toBe(true);
    target.log('x');
    target.warn('x');
    target.info('x');
    target.debug('x');
    expect(target.error).not.toHaveBeenCalled();
    (target as unknown as Console).error('still shown');
    expect(target.error).toHaveBeenCalledWith('still shown');
  });

  test('development attributes and devtools scripts are stripped, now and when added later', async () => {
    document.body.innerHTML =
      '<div data-testid="a" data-cy="b" id="keep">x</div><script src="/react-devtools.js"></script>';
    const observer = stripDevelopmentArtifacts(document);
    const el = document.getElementById('keep');
    expect(el).not.toHaveAttribute('data-testid');
    expect(el).not.toHaveAttribute('data-cy');
    expect(document.querySelector('script[src*="devtools"]')).toBeNull();

    const later = document.createElement('button');
    later.setAttribute('data-testid', 'late');
    document.body.appendChild(later);
    // A whole subtree inserted at once (a screen's commit): every level is stripped.
    const tree = document.createElement('section');
    tree.innerHTML =
      '<div data-reactroot=""><span data-test="t" data-cy="c" id="deep">y</span>' +
      '<script data-devtools=""></script></div>';
    document.body.appendChild(tree);
    await new Promise((r) => setTimeout(r, 0));
    expect(later).not.toHaveAttribute('data-testid');
    expect(tree.querySelector('[data-reactroot]')).toBeNull();
    expect(document.getElementById('deep')).not.toHaveAttribute('data-test');
    expect(document.getElementById('deep')).not.toHaveAttribute('data-cy');
    expect(tree.querySelector('script')).toBeNull();
    expect(document.getElementById('deep')).toHaveTextContent('y');
    observer.disconnect();
  });
});
