import { StrictMode } from 'react';
import { Providers } from './providers';
import { AppRouter } from './router';

/** The whole app, as the browser runs it and as build/prerender.tsx draws its guest pages. */
export function App({ location }: { location?: string }) {
  return (
    <StrictMode>
      <Providers>
        <AppRouter location={location} />
      </Providers>
    </StrictMode>
  );
}
