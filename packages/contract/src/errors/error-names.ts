/**
 * Every `errorName` the service can answer, from the three spec documents plus the few the
 * reference server adds (marked). The value is the HTTP meaning of the failure: answers are still
 * HTTP 200 with `status: "error"`, the meaning is for logs, metrics and REST-minded clients.
 */
export const ERROR_CATALOGUE = {
  // Sign-in
  EmptyPass: 409,
  IncorrectLogin: 401,
  UnregistredAccount: 401,
  error: 400,
  'Request error': 503,
  LoginTryLimit: 429,
  CaptchaIncorrect: 401,
  /** Ours: the identity provider (Yandex ID) refused or could not be reached. */
  YandexLoginError: 401,
  /** Ours: too many wrong passwords for this account; the answer's `retryAfter` names the wait in seconds. */
  LoginTryLater: 429,
  /** Ours: an account with the Yandex ID's e-mail or phone exists; its password links the two. */
  ConfirmLinkWithPassword: 409,
  /** Ours: a company's sign-in with an INN and contract number that name no contract (either may be the wrong one). */
  IncorrectContract: 401,
  // Tokens
  TokenExpired: 401,
  TokenNotFound: 401,
  // Profile and registration
  UserExists: 409,
  EmailExists: 409,
  PhoneExists: 409,
  PhoneEmpty: 400,
  DoublePhone: 409,
  LimitSMS: 429,
  SMSNotSend: 502,
  /** Ours: the SMS gateway or the mail server refused or could not be reached; nothing counts as sent. */
  MessageNotSent: 502,
  /** Ours: an SMS answer names no payment while several of that phone wait, or names none of them. */
  PaymentReferenceRequired: 409,
  IncorrectCode: 400,
  CurrentPasswordIncorrect: 400,
  /** Ours: a pending registration or contact change took too many wrong codes; it must be started again. */
  CodeTryLimit: 429,
  /** Ours: the city does not let the e-mail be changed or phones be added (allowContactChange off). */
  ContactChangeOff: 403,
  // Password restore
  unknownEmail: 404,
  emptyPass: 409,
  incorrectCode: 400,
  // Forms and generic
  ValidationError: 400,
  RequiredField: 400,
  InvalidFormat: 400,
  ItNeedToBeANumber: 400,
  ItNeedToBeAString: 400,
  UnknownError: 500,
  InDevelopingError: 501,
  ServerGateParkingError: 502,
  /** Ours: the requested content (news item, page) does not exist. */
  NotFound: 404,
  /** Ours: too many requests from one client in a short time. */
  TooManyRequests: 429,
  /** Ours: the request body is over the server's size limit. */
  PayloadTooLarge: 413,
  /** Ours: the driver's previous export of the operations history is still being written. */
  ExportInProgress: 429,
  // Parking payments
  AccountNotFound: 404,
  CalendarIsEmpty: 500,
  NoSaving: 409,
  TypeOfDayIsNotDefined: 500,
  NoMoneyNoHoney: 402,
  EmptyTs: 400,
  NotInCity: 400,
  CantFindLocation: 404,
  CantFindParking: 404,
  VIN_IMEI_EMPTY: 400,
  FuturePost: 400,
  ParkingSessionWasFree: 409,
  NoDurationSelected: 400,
  NoZoneSelected: 400,
  NoSumEntered: 400,
  PriceChangedTryLater: 409,
  ParkingSessionIsOver: 409,
  ZoneNotFound: 404,
  ParkingSessionNotFound: 404,
  TariffNotFound: 404,
  ParkingSessionAlreadyExists: 409,
  /** A driver already runs MAX_OPEN_NO_BALANCE_SESSIONS sessions that are paid when they stop. */
  TooManyOpenSessions: 409,
  /** A driver with deferred sessions still to pay starts no new session that is paid afterwards. */
  UnpaidDeferredSessions: 402,
  PaymentServiceNotFound: 404,
  /** Ours: the «Квитанция» method is paid through a bank against a payment document, never through a provider's page. */
  PaymentServiceNeedsDocument: 400,
  PaymentServiceError: 502,
  CalculationCostError: 500,
  CostCalculationError: 500,
  NotSelectedPaymentService: 402,
  RefillAmountCanNotBeMaxAllowable: 400,
  /** The spec's "the sum must be greater than zero" of the top-up amount (zero or negative). */
  SumMustBeGreaterThanZero: 400,
  // Subscriptions, receipts
  SubscriptionAlreadyExists: 409,
  /** Ours: no subscription of the signed-in driver has this orderNum (someone else's answers the same). */
  SubscriptionNotFound: 404,
  /** Ours: the subscription's state does not allow this pause, continue, refund or change of vehicle now. */
  SubscriptionActionNotAllowed: 409,
  /** Ours: the new vehicle of a subscription is not one of the driver's own vehicles. */
  VehicleNotInProfile: 404,
  SetEmailInProfile: 409,
  /** Ours: the city does not build subscriptions in the constructor (useSubscriptionConstructor is off). */
  SubscriptionConstructorDisabled: 403,
  // Payment documents (slips and invoices paid through a bank)
  /** Ours: the spec's «Только 13 цифр» of a legal payer's OGRN. */
  OgrnMustBe13Digits: 400,
  /** Ours: the spec's «Только 10 или 12 цифр» of a legal payer's INN. */
  InnMustBe10Or12Digits: 400,
  /** Ours: the spec's «Только 9 цифр» of a legal payer's KPP (4 digits, 2 digits or capitals, 3 digits). */
  KppMustBe9Characters: 400,
  /** Ours: an OGRN whose check digit is wrong. */
  OgrnCheckDigitWrong: 400,
  /** Ours: an INN whose check digit (or digits) is wrong. */
  InnCheckDigitWrong: 400,
  /** Ours: the spec's «Пожалуйста, укажите только цифры» of a document's series and number. */
  OnlyDigitsAllowed: 400,
  /** Ours: the spec's «Дата не корректна» of a document's issue date. */
  DateIncorrect: 400,
  /** Ours: no payment document of the signed-in driver has this number, or none has this UIN. */
  PaymentDocumentNotFound: 404,
  /** Ours: the bank's payment differs from the document's sum; the document stays unpaid. */
  PaymentDocumentSumMismatch: 409,
  /** Ours: the document may no longer be paid. */
  PaymentDocumentExpired: 409,
  /** Ours: the city takes no payments by document (useReceipts off, or no bank details configured). */
  PaymentDocumentsUnavailable: 403,
  /** Ours: the spec's «Необходимо заполнить» of the address a payment document is e-mailed to. */
  ReceiptEmailRequired: 400,
  /** Ours: the spec's «Длинна не более 50 символов» of that address. */
  ReceiptEmailTooLong: 400,
  /** Ours: the spec's «Неверный формат адреса» of that address. */
  ReceiptEmailFormat: 400,
  /** Ours: the daily cap of e-mailing payment documents, per account or per recipient address, is reached. */
  ReceiptMailLimit: 429,
  // Fines
  /** Ours: no fine of that UIN belongs to the driver (another driver's fine answers the same). */
  FineNotFound: 404,
  /** Ours: none of the driver's payments covered the fine's moment, so there is no evidence to give. */
  FineNotCovered: 409,
  /** Ours: what covered the fine has no payment in the driver's history, so the evidence would show none. */
  FineEvidenceEmpty: 409,
  /** Ours: an appeal cannot help this fine: it is cancelled, or under appeal already (`fineCanBeContested`). */
  FineNotContestable: 409,
  /** Ours: the city shows no fines (viewPenalty is off). */
  FinesDisabled: 403,
  /** Ours: a fines import whose file is not a JSON array of rows, or a CSV without a header row. */
  FineImportUnreadable: 400,
  /** Ours: a fines import of more rows than one import takes. */
  FineImportTooManyRows: 413,
  // Feedback and the operator's desk
  /** Ours: no appeal of the signed-in driver has this id (someone else's answers the same). */
  AppealNotFound: 404,
  /** Ours: the topic is not one of the city's feedback topics. */
  AppealTopicUnknown: 400,
  /** Ours: the city takes no appeals (useFeedback off). */
  FeedbackUnavailable: 403,
  /** Ours: the staff member holds none of the roles the desk call needs. */
  StaffRoleRequired: 403,
  /** Ours: no staff member of the city has this id. */
  StaffMemberNotFound: 404,
  /** Ours: no driver of the city has this id (the desk's driver card). */
  DriverNotFound: 404,
  /** Ours: the desk's driver search needs a query of at least 3 characters. */
  DriverQueryTooShort: 400,
  /** Ours: a staff action's reason, trimmed, is shorter than 3 characters. */
  StaffReasonTooShort: 400,
  /** Ours: a staff action's reason, trimmed, is longer than 500 characters. */
  StaffReasonTooLong: 400,
  /** Ours: the desk blocked the driver's account: no sign-in, payment or session start until it is unblocked. */
  AccountBlocked: 403,
  /** Ours: an admin may neither disable themselves nor give up their own admin role, so the city keeps an admin. */
  StaffSelfLockout: 409,
  /** Ours: the set-up link is unknown, used already or expired. */
  StaffInviteInvalid: 410,
  /** Ours: the desk's code of the second factor (or the recovery code) is wrong or used already. */
  SecondFactorIncorrect: 401,
  /** Ours: the sign-in's second step waited too long or took too many wrong codes: sign in again. */
  SignInStepExpired: 410,
  // The corporate cabinet
  /** Ours: the city is closed (isClose): no company signs in or changes its cabinet. */
  ServiceClosed: 503,
  /** Ours: no driver of the signed-in company has this phone (another company's answers the same). */
  CompanyDriverNotFound: 404,
  /** Ours: the company already has a driver with this phone. */
  CompanyDriverExists: 409,
  /** The spec's local «This vehicle already exists»: the company has a vehicle of this number, ignoring case. */
  CompanyVehicleExists: 409,
  /** The spec's local «This device is already in use»: another of the company's vehicles has this VIN. */
  DeviceInUse: 409,
  /** The spec's local «The tracking device already exists»: a device with this VIN or IMEI exists. */
  TrackingDeviceExists: 409,
  /** Ours: no vehicle of the signed-in company has this id (another company's answers the same). */
  CompanyVehicleNotFound: 404,
  /** Ours: no tracking device of the signed-in company has this IMEI, VIN or id. */
  TrackingDeviceNotFound: 404,
  /** Ours: the add call named neither a vehicle number nor a device IMEI. */
  VehicleOrDeviceRequired: 400,
  // Parking on the company's account
  /** Ours: the driver is no active or inactive driver of a company that has this vehicle, or the session was not the company's. */
  CompanyPayerNotFound: 403,
  /** Ours: the company has deactivated the driver. */
  CompanyDriverInactive: 403,
  /** Ours: the company's vehicle, or its tracking device, is switched off. */
  CompanyVehicleInactive: 403,
  /** Ours: the company's balance does not cover the parking. */
  CompanyNoMoney: 402,
  /** Ours: the parking would exceed the driver's monthly cap; the answer's `remaining` names what is left, in roubles. */
  CompanyLimitExceeded: 402,
} as const satisfies Record<string, number>;

export type ErrorName = keyof typeof ERROR_CATALOGUE;

export const ERROR_NAMES = Object.keys(ERROR_CATALOGUE) as ErrorName[];

export function isErrorName(value: unknown): value is ErrorName {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

export { TOKEN_ERRORS } from './token-errors.ts';
