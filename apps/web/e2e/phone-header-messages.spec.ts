import { expect, test } from '@playwright/test';
import { signInAs } from './support/accounts';

test.use({ viewport: { width: 390, height: 844 } });

test('the phone header shows who is signed in, within the page @phone', async ({
  page,
  request,
}) => {
  const session = await signInAs(page, request, 'company');
  await page.goto('/ru/dashboard');
  const id = page.getByRole('banner').getByText(`ID ${session.user_id}`, { exact: true });
  await expect(id).toBeVisible({ timeout: 20_000 });
  // Really drawn, not only for screen readers (a 1 px box), and inside the screen.
  const box = await id.boundingBox();
  expect(box?.width).toBeGreaterThan(40);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const name = page.getByRole('banner').getByText(session.user_full_name, { exact: true });
  expect((await name.boundingBox())?.width).toBeGreaterThan(20);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('message buttons keep their words on one line on a phone @phone', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'individual');
  await page.goto('/ru/messages');
  const markRead = page.getByRole('button', { name: 'Отметить как прочитанное' }).first();
  await expect(markRead).toBeVisible({ timeout: 20_000 });
  const item = page.getByRole('listitem').filter({ has: markRead }).first();
  const boxes = await item.getByRole('button').evaluateAll((buttons) =>
    buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return { top: Math.round(r.top), height: r.height, fits: b.scrollWidth <= b.clientWidth };
    }),
  );
  expect(boxes.length).toBe(3);
  // Each label on one line and whole; "mark as read" alone above, the other two side by side.
  for (const b of boxes) expect(b).toMatchObject({ height: 40, fits: true });
  expect(boxes[1]?.top).toBe(boxes[2]?.top);
  expect(boxes[0]?.top).toBeLessThan(boxes[1]?.top ?? 0);
});
