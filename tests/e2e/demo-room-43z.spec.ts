/**
 * Issue 28 (u29k Z-8), task 43z: /demo-room and /demo-room/ reach the Demo Room's first page, with
 * JavaScript off too (a redirect page of the client-redirects plugin: a meta refresh, as on the host).
 */
import {test, expect} from './fixtures';

test.describe('Z-8: /demo-room reaches the Demo Room', () => {
  test.use({javaScriptEnabled: false});
  for (const path of ['/demo-room', '/demo-room/']) {
    test(`${path} with JavaScript off`, async ({page, request}) => {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status()).toBeLessThan(400);
      await page.goto(path);
      await expect(page).toHaveURL(/\/demo-room\/intro$/);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  }
});
