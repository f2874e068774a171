import type { Plugin } from 'vite';

/**
 * sonner injects its stylesheet with a <style> element when it is imported, which the server's
 * Content-Security-Policy (`style-src 'self'`) blocks. The same rules ship as
 * `sonner/dist/styles.css`, which the app imports through Vite instead, so the injecting call is
 * removed here. The build fails if the call cannot be found, so an upgrade of sonner that changes
 * its shape cannot silently bring the violation back.
 */
const INSERT_CSS_CALL = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

export function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'fuel:sonner-without-inline-style',
    enforce: 'pre',
    transform(code, id) {
      // The dev server appends a version query to dependency ids.
      const file = id.split('?')[0] ?? id;
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(file)) return null;
      if (!INSERT_CSS_CALL.test(code)) {
        this.error('sonner no longer calls __insertCSS("..."): review the CSP workaround');
      }
      return { code: code.replace(INSERT_CSS_CALL, ''), map: null };
    },
  };
}
