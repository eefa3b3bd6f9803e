import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../src/lib/progress/lazyPage';

const Greeting = ({ name }: { name: string }) => <p>Ciao {name}</p>;

describe('lazyPage', () => {
  it('shows a page whose code is not here yet once it has loaded', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const Page = lazyPage(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(<Page name="Anna" />);
    expect(screen.queryByText('Ciao Anna')).toBeNull();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Ciao Anna')).toBeInTheDocument();
  });

  it('loads the code once for every render and preload', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Promise.all([Page.preload(), Page.preload()]);
    render(
      <>
        <Page name="Carla" />
        <Page name="Dario" />
      </>,
    );
    expect(await screen.findByText('Ciao Dario')).toBeInTheDocument();
    expect(screen.getByText('Ciao Carla')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('shows a page whose code has loaded at its first render, with no fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    await Page.preload();
    render(<Page name="Elena" />);
    // No waiting: start-up preloads the page so that the first screen renders whole.
    expect(screen.getByText('Ciao Elena')).toBeInTheDocument();
  });
});
