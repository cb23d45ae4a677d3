import { formatIban, normalizeIban } from '@shop/shared';
import type { BankAccount } from '../cart/cart-api';
import { CART_TEXTS as C } from '../cart/texts';

/** The shop's accounts for a havale/EFT payment: bank, account name and the IBAN grouped to be read and copied. */
export function BankAccountList({ accounts }: { accounts: readonly BankAccount[] }) {
  return (
    <ul className="sf-bank-accounts">
      {accounts.map((account) => (
        <li key={account.iban}>
          <dl>
            <div>
              <dt>{C.bank}</dt>
              <dd>{account.bank}</dd>
            </div>
            <div>
              <dt>{C.accountName}</dt>
              <dd>{account.accountName}</dd>
            </div>
            <div>
              <dt>{C.iban}</dt>
              <dd className="sf-iban">{formatIban(normalizeIban(account.iban))}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
