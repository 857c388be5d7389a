import type { Executor } from '../../db/client'
import type { AccountsRepository } from './accounts.repository'

/**
 * The account rows other modules may read or write, and nothing more (docs/architecture.md: a module reaches another
 * only through its service). Awards reads the nominator; the operator module creates the pending operator account
 * and its set-password link in its own transaction. Everything else about accounts goes through AccountsService.
 */
export class AccountRecordsService {
  constructor(private readonly accounts: AccountsRepository) {}

  /** By id, deleted accounts included (the caller decides what a deleted one means). */
  findUserById(id: number) {
    return this.accounts.findUserById(id)
  }

  /** By main e-mail, case-insensitively; deleted accounts are never found. */
  findUserByEmail(email: string) {
    return this.accounts.findUserByEmail(email)
  }

  createUser(executor: Executor, values: Parameters<AccountsRepository['createUser']>[1]) {
    return this.accounts.createUser(executor, values)
  }

  /** A new e-mailed link's token; it replaces the user's earlier unused ones of the same purpose. */
  createToken(executor: Executor, values: Parameters<AccountsRepository['createToken']>[1]) {
    return this.accounts.createToken(executor, values)
  }
}
