import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TFineStatus } from '@city-parking/contract/fines/fine-status';

export type FinePhotoType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

export interface FineTables {
  fine: {
    id: Generated<number>;
    uin: string;
    status: TFineStatus;
    article: string;
    place: string;
    /** The parking zone of the place, '' when the import named none. */
    zone: string;
    offense_at: Date;
    /** YYYY-MM-DD, '' before a ruling. */
    ruling_date: string;
    /** YYYY-MM-DD. */
    charge_date: string;
    order_number: string;
    /** Kopecks. */
    total_sum: ColumnType<number, number, number>;
    /** Kopecks. */
    paid_sum: ColumnType<number, number, number>;
    /** Normalised as vehicles' STS are. */
    sts: string;
    /** Normalised as a Russian plate (Latin look-alikes in Cyrillic). */
    plate: string;
    /** A driving licence number, normalised as documents are. */
    licence: string;
    start_at: Date | null;
    end_at: Date | null;
    type: string;
    provider: string;
    created_at: ColumnType<Date, Date, never>;
    updated_at: ColumnType<Date, Date, Date>;
  };
  fine_photo: {
    fine_id: number;
    content_type: FinePhotoType;
    bytes: Uint8Array;
  };
}

export type FineRow = Selectable<FineTables['fine']> & { has_photo: boolean };
