import { useTranslation } from 'react-i18next';
import type { PayslipReport } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useNaira } from '../payslip-format.ts';
import { AmountHeadings, PayslipSectionTable } from './payslip-section.tsx';
import '../../../../platform/ui/fact-list.css';

/** The name the payroll run gives the employee's pension deduction. */
const ENGINE_PENSION_NAME = 'Pension (employee)';

/** The payslip's line tables, in order: which section, its title and test id. */
const SECTIONS = [
  ['allowances', 'payslip.allowances', 'payslip-allowances'],
  ['benefits', 'payslip.benefits', 'payslip-benefits'],
  ['deductions', 'payslip.deductions', 'payslip-deductions'],
] as const;

/**
 * The payslip as spec 2 and 3 lay it out: personal information (Paid On NA until payments record a
 * date), allowances, benefits and deductions each with current pay and year to date, then gross pay,
 * total benefit, total deduction and net pay, in NGN. Plain tables, so it reads on a phone and prints.
 */
export function PayslipView({ report }: { report: PayslipReport }) {
  const { t } = useTranslation();
  const naira = useNaira();
  const na = t('payslip.na');
  // The run names the employee's pension line in English (engine/payslip.ts); PAYE, NHF and NHIS
  // read the same in French. A company's own deduction keeps its name, even under that code.
  const statutoryName = (line: { code: string; name: string }) =>
    line.code === 'PENSION' && line.name === ENGINE_PENSION_NAME ? t('payslip.line.PENSION') : line.name;
  const personal: [string, string | null][] = [
    [t('payslip.name'), report.name],
    [t('payslip.pin'), report.pin],
    [t('payslip.designation'), report.employee_designation],
    [t('payslip.department'), report.department],
    [t('payslip.grade'), report.employee_grade],
    [t('payslip.paidOn'), report.paid_on],
  ];
  const summary: [string, string, string, string][] = [
    ['gross', t('payslip.grossPay'), report.gross_pay.current_pay, report.gross_pay.year_to_date],
    ['benefit', t('payslip.totalBenefit'), report.benefits.current_pay_sum, report.benefits.year_to_date_sum],
    [
      'deduction',
      t('payslip.totalDeduction'),
      report.deductions.current_pay_sum,
      report.deductions.year_to_date_sum,
    ],
    ['net', t('payslip.netPay'), report.net_pay.current_pay, report.net_pay.year_to_date],
  ];
  return (
    <div className="cr-payslip-body">
      <p className="cr-payslip-company">
        <strong>{report.company_name}</strong>
        <span className="cr-muted">{t('payslip.currency')}</span>
      </p>
      <Panel title={t('payslip.personal')} testId="payslip-personal">
        <dl className="cr-facts cr-payslip-personal">
          {personal.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? na}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel>
        {SECTIONS.map(([section, title, testId]) => (
          <PayslipSectionTable
            key={section}
            title={t(title)}
            section={report[section]}
            testId={testId}
            nameOf={section === 'deductions' ? statutoryName : undefined}
          />
        ))}
      </Panel>
      <Panel>
        <table className="cr-payslip-table cr-payslip-summary" data-testid="payslip-summary">
          <caption>{t('payslip.summary')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="cr-visually-hidden">{t('payslip.item')}</span>
              </th>
              <AmountHeadings />
            </tr>
          </thead>
          <tbody>
            {summary.map(([key, label, current, ytd]) => (
              <tr key={key} className={key === 'net' ? 'cr-payslip-net' : undefined}>
                <th scope="row">{label}</th>
                <td className="cr-payslip-amount" data-testid={`payslip-${key}`}>
                  {naira(current)}
                </td>
                <td className="cr-payslip-amount">{naira(ytd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
    </div>
  );
}
