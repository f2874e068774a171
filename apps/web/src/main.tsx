import './styles/index.css';
// Not a React hook despite its name; the alias keeps the hook lint rules accurate.
import { installValidationKeys } from '@fuel/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

// Validation messages become translation keys before any schema runs (see the contract).
installValidationKeys();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
