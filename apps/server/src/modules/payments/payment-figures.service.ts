/** Payment figures for staff reports, read-only. */
import type { Db } from '../../platform/db/database.js';
import { PaymentFiguresRepo } from './payment-figures.repo.js';

export type { PaymentFigureRow } from './payment-figures.repo.js';

export class PaymentFigures {
  private readonly repo = new PaymentFiguresRepo();
  constructor(private readonly db: Db) {}

  days(w: { from: Date; to: Date; timeZone: string }) {
    return this.repo.days(this.db, w);
  }
}
