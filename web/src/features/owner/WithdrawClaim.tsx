import { DANGER_OUTLINE_BUTTON } from '../../components/buttons.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { useWithdrawClaim } from './api.ts';
import type { OwnerClaim } from './owner-types.ts';

/** Ends an open claim (docs/product.md §2.26): its code stops working and its document is deleted. */
export function WithdrawClaim({ claim, label }: { claim: OwnerClaim; label: string }) {
  const t = useMessages('owner');
  const withdraw = useWithdrawClaim({ onSuccess: () => notify.success(t.withdrawDone()) });
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => withdraw.mutate({ id: claim.id })}
        disabled={withdraw.isPending}
        className={DANGER_OUTLINE_BUTTON}
      >
        {withdraw.isPending ? t.withdrawing() : label}
      </button>
      {withdraw.isError && <FormAlert>{serverMessage(withdraw.error, t.withdrawFailed())}</FormAlert>}
    </div>
  );
}
