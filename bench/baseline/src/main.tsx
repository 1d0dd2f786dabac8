/**
 * The client-rendered baseline of `npm run bench:compare`: a React single-page app that fetches
 * the tenant's data from the LMS at run time and renders the pages our build prerenders, with
 * their markup and stylesheets. Not part of the product: nothing in src/ imports it.
 */
import { createRoot } from 'react-dom/client';
import '@baseline-input/layout.css';
import '../../../src/styles/spinner.css';
import { App } from './App.tsx';

createRoot(document.getElementById('root')!).render(<App />);
