/** Profile: who you are, settings saved at once, photo, About, legal, contact, and signing out. */
import { deflateSync } from 'node:zlib';
import { expect, expectAccessible, expectToast, register, test, expectFieldError } from './support/fixtures';

/** A tiny solid-colour PNG, built here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('profile shows the person; settings are saved immediately and persist', async ({ page }) => {
  const me = await register(page, { firstName: 'Hannah', lastName: 'Elkanah' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Hannah Elkanah' })).toBeVisible();
  await expect(page.getByText(me.email).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your profile' })).toContainText('HE');
  await expect(page.getByRole('link', { name: 'Content Admin' })).toHaveCount(0);
  // "Connect Google" (a plain link to the server route) only where the server has Google configured.
  const config = (await (await page.request.get('/api/config')).json()) as { googleEnabled: boolean };
  await expect(page.getByText('Connect a chat with a code')).toBeVisible();
  if (config.googleEnabled) {
    await expect(page.getByRole('link', { name: 'Connect Google' })).toHaveAttribute('href', '/auth/google');
  } else {
    await expect(page.getByRole('link', { name: 'Connect Google' })).toHaveCount(0);
  }
  await expectAccessible(page, 'profile');

  const notifications = page.getByRole('switch', { name: 'Notifications' });
  const reminders = page.getByRole('switch', { name: 'Daily Reminders' });
  await expect(notifications).toBeChecked();
  await expect(page.getByText('Daily prayer reminders')).toBeVisible();
  await expect(reminders).not.toBeChecked();
  await expect(page.getByLabel('Reminder time')).toHaveCount(0);

  const saved = (body: (b: Record<string, unknown>) => boolean) =>
    page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/user/settings') && r.request().method() === 'PUT' && body(r.request().postDataJSON()),
    );
  let put = saved((b) => b.notifications === false);
  await notifications.click();
  expect((await put).status()).toBe(200);
  await expect(notifications).not.toBeChecked();
  await expect(page.getByText('Daily prayer reminders')).toHaveCount(0);

  put = saved((b) => b.dailyReminders === true);
  await reminders.click();
  expect((await put).status()).toBe(200);
  const time = page.getByLabel('Reminder time');
  await expect(time).toHaveValue('08:00');
  put = saved((b) => b.reminderTime === '06:45');
  await time.fill('06:45');
  expect((await put).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Daily Reminders' })).toBeChecked();
  await expect(page.getByLabel('Reminder time')).toHaveValue('06:45');
});

test('photo dialog: a blank URL is refused; an uploaded picture becomes the avatar', async ({ page }) => {
  await register(page, { firstName: 'Eli', lastName: 'Shiloh' });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Update profile photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile Photo' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'photo-dialog');
  await dialog.getByRole('button', { name: 'Use' }).click();
  await expectFieldError(page, 'Invalid URL', 'Please enter a valid image URL.');

  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(1200, 900) });
  await expectToast(page, 'Profile photo updated');
  await expect(dialog).toBeHidden();
  const avatar = page.getByRole('link', { name: 'Your profile' }).locator('img');
  await expect(avatar).toBeVisible();
  const src = await avatar.getAttribute('src');
  expect(src).toBeTruthy();
  // The browser resized the 1200x900 picture to at most 800 px on its long side.
  const size = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url!;
    await img.decode();
    return { w: img.naturalWidth, h: img.naturalHeight };
  }, src);
  expect(size).toEqual({ w: 800, h: 600 });
});

test('About, legal pages, contact form in dev mode', async ({ page }) => {
  await register(page, { firstName: 'Naomi', lastName: 'Moab' });
  await page.goto('/profile');

  await page.getByRole('button', { name: 'About' }).click();
  await expect(page.getByRole('dialog', { name: 'About Daily Prayer & Scripture' })).toBeVisible();
  await expectAccessible(page, 'about-dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.locator('body')).toContainText('State of California');
  await expect(page.locator('body')).toContainText('13');
  await expect(page.locator('body')).toContainText('November 22, 2026');
  await expectAccessible(page, 'terms-of-service');
  await page.goBack();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Naomi Moab');
  await expectAccessible(page, 'contact-dialog');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expectFieldError(page, 'Missing Information', 'Please fill in all fields.');
  await dialog.getByLabel('Email').fill('naomi-at-example');
  await dialog.getByLabel('Subject').fill('Thank you');
  await dialog.getByLabel('Message').fill('This app helps me pray every morning.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expectFieldError(page, 'Invalid Email', 'Please enter a valid email address.');
  await dialog.getByLabel('Email').fill('naomi@example.test');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, /Message received/, /dev mode.*server logs/i);
  await expect(dialog).toBeHidden();
});

test('sign out goes to /login and the back button shows no private data', async ({ page }) => {
  await register(page);
  const secret = `Only for me ${Date.now()}`;
  await page.getByLabel('Your reflection').fill(secret);
  await page.getByRole('button', { name: 'Submit Reflection' }).click();
  await expectToast(page, 'Reflection Submitted!');
  await page.goto('/reflections');
  await expect(page.getByText(secret)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.goBack();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "Today's Prayer" })).toHaveCount(0);
  // The session is gone on the server too.
  expect((await page.request.get('/api/reflections')).status()).toBe(401);
});
