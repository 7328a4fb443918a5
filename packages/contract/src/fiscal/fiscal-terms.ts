/**
 * The words of a 54-FZ cash receipt, as codes (the tags of the fiscal data format are in comments).
 * Kept apart from the receipt's schema so that the server's arithmetic and the browser's page can
 * use them without the schema.
 */

/** Settlement sign (tag 1054): money received, or money returned to the payer. */
export const RECEIPT_SIGNS = ['income', 'incomeReturn'] as const;
export type TReceiptSign = (typeof RECEIPT_SIGNS)[number];

/** `n` of the tax service's check string: 1 income, 2 return of income. */
export const FNS_SIGN_CODE: Record<TReceiptSign, 1 | 2> = { income: 1, incomeReturn: 2 };

/**
 * Tax system (tag 1055): the general one (ОСН), the simplified on income (УСН доход) or on income
 * less expenses (УСН доход − расход), the agricultural tax (ЕСХН), the patent (ПСН).
 */
export const TAX_SYSTEMS = ['osn', 'usnIncome', 'usnIncomeExpense', 'esn', 'patent'] as const;
export type TTaxSystem = (typeof TAX_SYSTEMS)[number];

/**
 * Settlement method of an item (tag 1214): an advance (3: a balance top-up, spent later) or full
 * settlement (4: a session or a subscription paid for at once).
 */
export const SETTLEMENT_METHODS = ['advance', 'fullSettlement'] as const;
export type TSettlementMethod = (typeof SETTLEMENT_METHODS)[number];
export const SETTLEMENT_METHOD_CODE: Record<TSettlementMethod, 3 | 4> = { advance: 3, fullSettlement: 4 };

/** Subject of an item (tag 1212): a service (4), or a payment (10: an advance is money, not yet a service). */
export const ITEM_SUBJECTS = ['service', 'payment'] as const;
export type TItemSubject = (typeof ITEM_SUBJECTS)[number];

/**
 * VAT rate of an item (tag 1199): 22 % included in the price (11), the calculated rate 22/122 that
 * an advance takes (12), or no VAT (6, «без НДС»). 22 % is the rate from 1 January 2026.
 */
export const VAT_RATES = ['vat22', 'vat22_122', 'none'] as const;
export type TVatRate = (typeof VAT_RATES)[number];
export const VAT_RATE_CODE: Record<TVatRate, 6 | 11 | 12> = { vat22: 11, vat22_122: 12, none: 6 };

/** Whether a tax system's seller charges VAT by default: the general and agricultural ones do. */
export const TAX_SYSTEM_CHARGES_VAT: Record<TTaxSystem, boolean> = { osn: true, esn: true, usnIncome: false, usnIncomeExpense: false, patent: false };
