/** Only these cities moved from an older service; /update elsewhere sends to the main page. */
export const UPDATE_CITIES: readonly string[] = ['sevastopol', 'rostov'];
