/** The ledger's figures for staff reports, read-only: what other modules may ask of the ledger tables. */
import type { Db } from '../../platform/db/database.js';
import { LedgerFiguresRepo, type FigureWindow } from './ledger-figures.repo.js';

export type { FigureWindow, HouseDay, PlayersDay, SystemFlowDay } from './ledger-figures.repo.js';

export class LedgerFigures {
  private readonly repo = new LedgerFiguresRepo();
  constructor(private readonly db: Db) {}

  houseDays(w: FigureWindow) {
    return this.repo.houseDays(this.db, w);
  }
  systemFlowDays(w: FigureWindow) {
    return this.repo.systemFlowDays(this.db, w);
  }
  activePlayerDays(w: FigureWindow) {
    return this.repo.activePlayerDays(this.db, w);
  }
  activePlayers(w: FigureWindow) {
    return this.repo.activePlayers(this.db, w);
  }
  liabilities() {
    return this.repo.liabilities(this.db);
  }
  budgetBalances() {
    return this.repo.budgetBalances(this.db);
  }
}
