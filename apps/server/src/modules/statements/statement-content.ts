import { formatDateTime } from '@city-parking/contract/format/format-date';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import type { CompanyStatement } from './company-statement.ts';
import type { StatementTexts } from './statement-texts.ts';

/** What both files of a statement show, as texts and kopecks: the PDF and the workbook say the same. */
export function statementContent(statement: CompanyStatement, texts: StatementTexts, timeZone: string) {
  const { company, period } = statement;
  const day = (date: string) => formatDateTime(`${date}T12:00:00Z`, 'DD.MM.YYYY', 'UTC');
  return {
    about: [
      { label: texts.company, value: company.name },
      { label: texts.inn, value: company.inn },
      { label: texts.contract, value: company.contractNumber },
      { label: texts.period, value: `${day(period.firstDay)} — ${day(period.lastDay)}` },
    ],
    lines: statement.lines.map((line) => ({
      driver: line.driverName || texts.noDriver,
      phone: line.driverPhone ? formatPhone(line.driverPhone) : '',
      plate: line.plate,
      sessions: line.sessions,
      kopecks: line.kopecks,
    })),
    topUps: statement.topUps.map((topUp) => ({
      date: formatDateTime(topUp.at, 'DD.MM.YYYY HH:mm', timeZone),
      method: texts.methods[topUp.method] ?? topUp.method,
      kopecks: topUp.kopecks,
    })),
    sessions: statement.lines.reduce((sum, line) => sum + line.sessions, 0),
  };
}
export type StatementContent = ReturnType<typeof statementContent>;
