/** Perm's account in config/payees.json, to which drivers' payments arrive. */
export const OUR_ACCOUNT = '40702810404977001234';

/** Windows-1251, as banks write 1C statements: ASCII, А–я, Ё and ё, №. */
export function cp1251(text: string): Uint8Array {
  return Uint8Array.from([...text], (char) => {
    const code = char.codePointAt(0)!;
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    if (code === 0x401) return 0xa8;
    if (code === 0x451) return 0xb8;
    if (code === 0x2116) return 0xb9;
    return 0x3f;
  });
}

/** A payment of a statement; `to: null` leaves the recipient's account out of the section. */
export type StatementPayment = { number: string; sum: string; code?: string; purpose?: string; to?: string | null; from?: string };

/** A 1C statement of `payments` to Perm's account on 23 November 2026, with CRLF line ends as 1C writes them. */
export function statement(payments: StatementPayment[]): string {
  const sections = payments.map((p) =>
    [
      'СекцияДокумент=Платежное поручение',
      `Номер=${p.number}`,
      'Дата=23.11.2026',
      `Сумма=${p.sum}`,
      `ПлательщикСчет=${p.from ?? '40817810099910004312'}`,
      'Плательщик=Иванов Иван Иванович',
      ...(p.to === null ? [] : [`ПолучательСчет=${p.to ?? OUR_ACCOUNT}`]),
      'ПолучательИНН=5902000103',
      `НазначениеПлатежа=${p.purpose ?? 'Оплата по квитанции'}`,
      ...(p.code === undefined ? [] : [`Код=${p.code}`]),
      'КонецДокумента',
    ].join('\r\n'),
  );
  return [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия',
    'ДатаНачала=23.11.2026',
    `РасчСчет=${OUR_ACCOUNT}`,
    ...sections,
    'КонецФайла',
    '',
  ].join('\r\n');
}
