import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('names the document after the page, and follows a change', () => {
    document.title = 'Fuel Cabinet';
    const { rerender } = render(<PageTitle>Sign in · Fuel Cabinet</PageTitle>);
    expect(document.title).toBe('Sign in · Fuel Cabinet');
    rerender(<PageTitle>Messages · Fuel Cabinet</PageTitle>);
    expect(document.title).toBe('Messages · Fuel Cabinet');
  });

  it('is how every page sets its title (a bare <title> would not reach the tab)', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const bare = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.includes('page-title.'))
      .filter((file) => fs.readFileSync(path.join(src, file), 'utf8').includes('<title>'));
    expect(bare).toEqual([]);
  });
});
