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

  it('renders a preloaded page in its first render, without suspending', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    await Page.preload();
    render(<Page name="Bruno" />);
    // Synchronously: no fallback first (React would hold a revealed boundary back 300 ms).
    expect(screen.getByText('Ciao Bruno')).toBeInTheDocument();
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
    expect(screen.getByText('Ciao Dario')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
