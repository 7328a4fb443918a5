import { expect, test } from './fixtures/test.ts';
import { registerDriver, signInAs } from './fixtures/sign-in.ts';

test('[ACCOUNT] driver adds a Russian and a foreign vehicle, meets the duplicate and category rules, and adds a document', async ({ page, request }) => {
  await registerDriver(request, { email: 'garage@example.org', phone: '79230000601', password: 'garage26' });
  await signInAs(page, request, 'garage@example.org', 'garage26');
  await page.goto('/profile/my-profile');
  const vehicles = page.getByRole('region', { name: 'Транспортные средства' });
  await expect(vehicles).toContainText('Вы ещё не добавили ни одного транспортного средства.');

  await vehicles.getByRole('button', { name: 'Добавить ТС' }).click();
  let dialog = page.getByRole('dialog', { name: 'Добавить ТС' });
  // Latin look-alikes become Cyrillic letters.
  await dialog.getByLabel('Госномер').fill('a 123 bc 159');
  await dialog.getByLabel('Номер СТС').fill('59 ав 123456');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(vehicles.getByRole('listitem', { name: 'А123ВС159' })).toContainText('основное');

  await vehicles.getByRole('button', { name: 'Добавить ТС' }).click();
  dialog = page.getByRole('dialog', { name: 'Добавить ТС' });
  await dialog.getByLabel('Госномер').fill('А123ВС159');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Такое транспортное средство уже добавлено')).toBeVisible();

  await dialog.getByLabel('Госномер').fill('1234АМ59');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Категория не соответствует типу номера')).toBeVisible();
  await dialog.getByLabel('Категория').selectOption('A');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  await vehicles.getByRole('button', { name: 'Добавить ТС' }).click();
  dialog = page.getByRole('dialog', { name: 'Добавить ТС' });
  // A foreign plate is the driver's choice of format; typing alone never switches it.
  await dialog.locator('label', { hasText: 'иностранный' }).click();
  await dialog.getByLabel('Госномер').fill('WAW 12345');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(vehicles.getByLabel('Иностранный номер WAW12345')).toBeVisible();

  const documents = page.getByRole('region', { name: 'Документы' });
  await documents.getByRole('button', { name: 'Добавить документ' }).click();
  const documentDialog = page.getByRole('dialog', { name: 'Добавить документ' });
  await documentDialog.getByLabel('Тип документа').selectOption('VU');
  await documentDialog.getByLabel('Серия и номер').fill('12');
  await documentDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(documentDialog.getByText('Формат: 2 цифры, 2 буквы или цифры, 6 цифр')).toBeVisible();
  await documentDialog.getByLabel('Серия и номер').fill('99 12 345678');
  await documentDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(documents).toContainText('Водительское удостоверение 99 12 345678');
});

test('[ACCOUNT] the demo driver sees the square motorcycle plate and makes another vehicle primary (English)', async ({ page, request }) => {
  await signInAs(page, request, 'demo@parking.test', 'demo2026');
  await page.goto('/en/profile/my-profile');
  const vehicles = page.getByRole('region', { name: 'Vehicles' });
  const moto = vehicles.getByRole('listitem', { name: '1234АМ59' });
  await expect(moto.locator('.plate-moto')).toBeVisible();
  await moto.getByRole('button', { name: 'Make primary' }).click();
  await expect(moto.getByText('primary', { exact: true })).toBeVisible();
  await expect(vehicles.getByRole('listitem', { name: 'А123ВС159' }).getByText('primary', { exact: true })).toHaveCount(0);
  await vehicles.getByRole('listitem', { name: 'А123ВС159' }).getByRole('button', { name: 'Make primary' }).click();
  await expect(vehicles.getByRole('listitem', { name: 'А123ВС159' }).getByText('primary', { exact: true })).toBeVisible();
});
