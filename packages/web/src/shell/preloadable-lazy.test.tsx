import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy, useScreenReady, type PreloadableLazy } from './preloadable-lazy';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

function Gate({ screen: Screen }: { screen: PreloadableLazy<{ name: string }> }) {
  const ready = useScreenReady(Screen);
  return ready ? <Screen name="Sam" /> : <p>Waiting</p>;
}

describe('preloadableLazy (a screen whose code is here renders at once)', () => {
  it('loads once, and renders without suspending once the code has arrived', async () => {
    let calls = 0;
    const HelloScreen = preloadableLazy(async () => {
      calls += 1;
      return { default: Hello };
    });
    expect(HelloScreen.isLoaded()).toBe(false);
    await Promise.all([HelloScreen.preload(), HelloScreen.preload()]);
    expect(calls).toBe(1);
    expect(HelloScreen.isLoaded()).toBe(true);
    // No fallback ever: the first render already shows the screen.
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <HelloScreen name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });

  it('suspends like React.lazy when rendered before its code arrives', async () => {
    const code = deferred<{ default: typeof Hello }>();
    const HelloScreen = preloadableLazy(() => code.promise);
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <HelloScreen name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText('Fallback')).toBeTruthy();
    code.resolve({ default: Hello });
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
  });

  it('useScreenReady waits for the code, then the screen shows without a fallback', async () => {
    const code = deferred<{ default: typeof Hello }>();
    const HelloScreen = preloadableLazy(() => code.promise);
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <Gate screen={HelloScreen} />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeTruthy();
    code.resolve({ default: Hello });
    expect(await screen.findByText('Hello Sam')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
  });

  it('a failed download is tried again on render; a second failure reaches the error boundary', async () => {
    let attempt = 0;
    const HelloScreen = preloadableLazy(async () => {
      attempt += 1;
      if (attempt <= 2) throw new Error('offline');
      return { default: Hello };
    });
    render(
      <Boundary>
        <Suspense fallback={<p>Fallback</p>}>
          <Gate screen={HelloScreen} />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText(/Failed: offline/)).toBeTruthy();
    expect(attempt).toBe(2);
    await HelloScreen.preload();
    expect(HelloScreen.isLoaded()).toBe(true);
  });
});
