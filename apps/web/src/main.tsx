import './styles/index.css';
import { sendEarlyReads } from './lib/api-client/early-replies';
import { startAppInstall } from './lib/app-install';

// A signed-in page's reads leave now, while the app's code is still on its way.
sendEarlyReads();
// The app kept on the device for use with no network, and the browser's offer to install it.
startAppInstall();

// The app runs only after the first frame is painted: a page the server sent already drawn shows
// at once instead of after a few hundred milliseconds of start-up on a slow phone. index.html
// fetches the app's code from the start (build/preload-boot.ts); a drawn page fetches it after
// its paint, so the code does not slow the stylesheet's download (build/prerender.tsx).
requestAnimationFrame(() => setTimeout(() => void import('./boot')));
