import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TAppealStatus } from '@city-parking/contract/feedback/appeal-status';

export interface OperatorTables {
  operator: {
    id: Generated<number>;
    email: string;
    password_hash: string;
    name: string;
    created_at: ColumnType<Date, Date | undefined, never>;
    disabled: ColumnType<boolean, boolean | undefined, boolean>;
  };
  operator_action: {
    id: Generated<number>;
    operator_id: number;
    appeal_id: number;
    action: 'reply' | 'status';
    from_status: TAppealStatus;
    to_status: TAppealStatus;
    at: Date;
  };
  operator_fine_import: {
    id: Generated<number>;
    operator_id: number;
    format: 'json' | 'csv';
    rows: number;
    accepted: number;
    updated: number;
    refused: number;
    at: Date;
  };
}
export type OperatorRow = Selectable<OperatorTables['operator']>;
