/**
 * A company issuing its own top-up invoice from the corporate cabinet: it is the invoice's payer
 * (its name and INN fill the legal payer's form), the documents are read with its coop token, and
 * its address fills the e-mail form.
 */
export interface DocumentCompany {
  name: string;
  inn: string;
  email: string;
}
