/** A registration between step 1 and step 3: its token and what is confirmed so far. */
export interface PendingRegistration {
  token: string;
  phone: string;
  email: string;
  phoneConfirmed: boolean;
  emailConfirmed: boolean;
}
