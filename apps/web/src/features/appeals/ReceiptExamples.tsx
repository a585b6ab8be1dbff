import { useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n';

/**
 * Example receipts of the three Zambian mobile-money brands (docs/product-rules/records-and-appeals.md#appeal-form), drawn
 * here as small SVG mock-ups, our own art (no operator logo or screenshot), so a player sees where
 * the amount (1), the recipient (2) and the transaction ID (3) are on the kind of receipt their
 * phone shows. The receipt wording is the operators' (English in Zambia), not ours, so it is not
 * translated; the caption and the legend are.
 */

type Mark = 1 | 2 | 3;

interface Line {
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  mark?: Mark;
}

interface Brand {
  id: string;
  name: string;
  band: string;
  bandInk: string;
  /** SMS-style receipts sit in a message bubble. */
  bubble?: { y: number; height: number };
  lines: Line[];
}

const BRANDS: readonly Brand[] = [
  {
    id: 'mtn',
    name: 'MTN MoMo',
    band: '#ffcb05',
    bandInk: '#1d1d1b',
    lines: [
      { y: 56, text: 'Payment successful', size: 9, bold: true },
      { y: 84, text: 'ZMW 35.50', size: 15, bold: true, mark: 1 },
      { y: 110, text: 'To: NYOTA GAMES', mark: 2 },
      { y: 124, text: 'Merchant code 402114' },
      { y: 150, text: 'Transaction ID 7364019283', size: 7, mark: 3 },
      { y: 176, text: '01 Jun 2025, 14:23' },
      { y: 190, text: 'Fee ZMW 0.00' },
    ],
  },
  {
    id: 'airtel',
    name: 'Airtel Money',
    band: '#d7141a',
    bandInk: '#ffffff',
    bubble: { y: 44, height: 150 },
    lines: [
      { y: 62, text: 'Trans. ID:', size: 7 },
      { y: 76, text: 'CI250601.1423.B71234', bold: true, mark: 3 },
      { y: 100, text: 'You have paid', size: 7 },
      { y: 114, text: 'ZMW 35.50', bold: true, mark: 1 },
      { y: 138, text: 'to NYOTA GAMES', bold: true, mark: 2 },
      { y: 160, text: 'Bal: ZMW 12.40', size: 7 },
      { y: 174, text: '01/06/25 14:23', size: 7 },
    ],
  },
  {
    id: 'zamtel',
    name: 'Zamtel Kwacha',
    band: '#008a3e',
    bandInk: '#ffffff',
    lines: [
      { y: 56, text: 'RECEIPT', size: 9, bold: true },
      { y: 80, text: 'Ref: ZK0T9H2QW1', mark: 3 },
      { y: 104, text: 'Paid to: NYOTA GAMES', mark: 2 },
      { y: 128, text: 'Amount: K35.50', bold: true, mark: 1 },
      { y: 152, text: 'Charge: K0.00' },
      { y: 166, text: 'Date: 2025-06-01 14:23' },
      { y: 190, text: 'Thank you for using Zamtel' },
    ],
  },
];

const MARK_COLOUR = '#b85c00';

function Receipt({ brand }: { brand: Brand }) {
  return (
    <svg viewBox="0 0 150 214" className="receipt__art" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="148" height="212" rx="12" fill="#ffffff" stroke="#c9cfdc" />
      <rect x="1" y="1" width="148" height="34" rx="12" fill={brand.band} />
      <rect x="1" y="20" width="148" height="15" fill={brand.band} />
      <text x="12" y="23" fontSize="12" fontWeight="700" fill={brand.bandInk}>
        {brand.name}
      </text>
      {brand.bubble && <rect x="8" y={brand.bubble.y} width="134" height={brand.bubble.height} rx="8" fill="#eef1f6" />}
      {brand.lines.map((line) => {
        const size = line.size ?? 8;
        return (
          <g key={line.y}>
            {line.mark && (
              <>
                <rect
                  x="9"
                  y={line.y - size - 2}
                  width="114"
                  height={size + 7}
                  rx="3"
                  fill="none"
                  stroke={MARK_COLOUR}
                  strokeWidth="1.3"
                  strokeDasharray="3 2"
                />
                <circle cx="134" cy={line.y - size / 2 + 1.5} r="7" fill={MARK_COLOUR} />
                <text x="134" y={line.y - size / 2 + 4.5} fontSize="8.5" fontWeight="700" fill="#ffffff" textAnchor="middle">
                  {line.mark}
                </text>
              </>
            )}
            <text x="14" y={line.y} fontSize={size} fontWeight={line.bold ? 700 : 400} fill="#1f2533">
              {line.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Open at first where there is room (desktop); on a phone the form comes first. */
export function ReceiptExamples({ initiallyOpen }: { initiallyOpen: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className="receipts" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('appeals.examples_title')}</summary>
      <div className="receipts__row">
        {BRANDS.map((brand) => (
          <figure key={brand.id} className="receipt" data-testid={`receipt-example-${brand.id}`}>
            <Receipt brand={brand} />
            <figcaption>{t('appeals.example_caption', { brand: brand.name })}</figcaption>
          </figure>
        ))}
      </div>
      <ol className="receipts__legend">
        <li>{t('appeals.example_amount')}</li>
        <li>{t('appeals.example_recipient')}</li>
        <li>{t('appeals.example_transaction')}</li>
      </ol>
    </details>
  );
}
