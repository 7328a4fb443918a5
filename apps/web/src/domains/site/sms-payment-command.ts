import { splitTranscription, type TSmsCommand } from '@city-parking/contract/site/sms-commands';

export interface SmsPaymentValues {
  zone: string;
  plate: string;
  /** Whole hours: the SMS command pays by the hour. */
  hours: number;
}

type Slot = 'zone' | 'plate' | 'hours' | 'literal';

/**
 * What a part of a command's transcription asks for, in either language: the transcription comes
 * in the page's language ('Номер зоны*Госномер*Часы', 'Zone number*Plate*Hours'). "Extra hours"
 * (the extension command) is not "hours", so only the payment command has all three slots. Any
 * other part is written as it is (a command letter such as П).
 */
function slotOf(part: string): Slot {
  const word = part.trim().toLowerCase();
  if (/зон|zone/.test(word)) return 'zone';
  if (/госномер|гос\. ?номер|номер (авто|тс|машины)|plate/.test(word)) return 'plate';
  if (/^(часы|час|кол-во часов|число часов|hours?)$/.test(word)) return 'hours';
  return 'literal';
}

/** The command that pays for parking: the one that asks for a zone, a plate and hours, once each. */
export function findSmsPaymentCommand(commands: readonly TSmsCommand[]): TSmsCommand | null {
  return (
    commands.find((command) => {
      const slots = splitTranscription(command.command_transcription).map(slotOf);
      return (['zone', 'plate', 'hours'] as const).every((slot) => slots.filter((s) => s === slot).length === 1);
    }) ?? null
  );
}

/**
 * The text of the city's payment SMS for a zone, a plate and a number of hours, in the order and
 * with the separators of its transcription ('6101*А123ВС161*2'); null when the city's list has no
 * payment command or a value is missing. The plate is written as the city reads it: upper case,
 * no spaces.
 */
export function composeSmsPayment(commands: readonly TSmsCommand[], values: SmsPaymentValues): string | null {
  const command = findSmsPaymentCommand(commands);
  const zone = values.zone.trim();
  const plate = values.plate.replace(/\s+/g, '').toUpperCase();
  if (!command || zone === '' || plate === '' || !Number.isInteger(values.hours) || values.hours < 1) return null;
  return splitTranscription(command.command_transcription)
    .map((part) => {
      const slot = slotOf(part);
      if (slot === 'zone') return zone;
      if (slot === 'plate') return plate;
      if (slot === 'hours') return String(values.hours);
      return part;
    })
    .join('*');
}

/** A link that opens the phone's messaging app with the number and the text filled in. */
export function smsLink(number: string, text: string): string {
  return `sms:${number.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(text)}`;
}
