import { describe, expect, it } from 'vitest';
import { composeSmsPayment, findSmsPaymentCommand, smsLink } from './sms-payment-command.ts';

const command = (name: string, transcription: string, example = '') => ({ name, hint: '', example, command_transcription: transcription });

// The seeded list of a city that takes SMS payments, in both languages.
const ru = [
  command('Продление парковки', 'П*Госномер*Доп. часы'),
  command('Оплата парковки', 'Номер зоны*Госномер*Часы', '6101*А123ВС161*2'),
  command('Досрочное завершение', 'С*Госномер'),
  command('Баланс', 'Б'),
  command('Абонемент', 'А*Госномер*Дни'),
];
const en = [command('Extend parking', 'П*Plate*Extra hours'), command('Pay for parking', 'Zone number*Plate*Hours'), command('Balance', 'Б')];

describe('composeSmsPayment', () => {
  it('finds the payment command among the others, not the extension', () => {
    expect(findSmsPaymentCommand(ru)?.name).toBe('Оплата парковки');
    expect(findSmsPaymentCommand(en)?.name).toBe('Pay for parking');
  });

  it('writes zone, plate and hours in the order of the transcription', () => {
    expect(composeSmsPayment(ru, { zone: '6101', plate: 'а123вс 161', hours: 2 })).toBe('6101*А123ВС161*2');
    expect(composeSmsPayment(en, { zone: ' 6102 ', plate: 'А123ВС161', hours: 1 })).toBe('6102*А123ВС161*1');
  });

  it('keeps a command letter and follows another order', () => {
    expect(composeSmsPayment([command('Оплата', 'О*Госномер*Номер зоны*Часы')], { zone: '9201', plate: 'В777ОР92', hours: 3 })).toBe('О*В777ОР92*9201*3');
  });

  it('composes nothing without a payment command or with a missing value', () => {
    expect(
      composeSmsPayment(
        ru.filter((c) => c.name !== 'Оплата парковки'),
        { zone: '6101', plate: 'А123ВС161', hours: 2 },
      ),
    ).toBeNull();
    expect(composeSmsPayment([], { zone: '6101', plate: 'А123ВС161', hours: 2 })).toBeNull();
    expect(composeSmsPayment(ru, { zone: '', plate: 'А123ВС161', hours: 2 })).toBeNull();
    expect(composeSmsPayment(ru, { zone: '6101', plate: ' ', hours: 2 })).toBeNull();
    expect(composeSmsPayment(ru, { zone: '6101', plate: 'А123ВС161', hours: 0 })).toBeNull();
  });
});

describe('smsLink', () => {
  it('names the number and carries the text encoded', () => {
    expect(smsLink('7757', '6101*А123ВС161*2')).toBe('sms:7757?body=6101*%D0%90123%D0%92%D0%A1161*2');
    expect(smsLink('+7 (900) 000-00-00', 'Б')).toBe('sms:+79000000000?body=%D0%91');
  });
});
