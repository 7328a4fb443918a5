import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import type { TLanguage } from '@city-parking/contract/site/languages';

export interface FeedbackTables {
  appeal: {
    id: Generated<number>;
    driver_id: number;
    /** A value of the city's feedbackTopics, or '' for none. */
    topic: string;
    status: TAppealStatus;
    phone: string;
    email: string;
    /** The language the driver wrote in: replies are announced in it. */
    language: TLanguage;
    /** The UIN of the driver's fine the appeal contests; null when it names none. */
    fine_uin: ColumnType<string | null, string | null | undefined, never>;
    created_at: ColumnType<Date, Date, never>;
    updated_at: Date;
  };
  appeal_message: {
    id: Generated<number>;
    appeal_id: number;
    text: string;
    /** True for the driver's messages; an operator's reply names the operator. */
    out: boolean;
    operator_id: number | null;
    created_at: Date;
  };
}
export type AppealRow = Selectable<FeedbackTables['appeal']>;
export type AppealMessageRow = Selectable<FeedbackTables['appeal_message']>;
