/** Token kinds kept per city: drivers, corporate clients, and guests paying without an account. */
export type UserType = 'standart' | 'coop' | 'guest';
