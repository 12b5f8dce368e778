import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../components/FormField.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useKeepClaim } from './claim-cache.ts';
import type { OwnerClaim } from './owner-types.ts';
import { DANGER_OUTLINE_BUTTON } from './tab-buttons.ts';

/** Ends an open claim (docs/product.md §2.26): its code stops working and its document is deleted. */
export function WithdrawClaim({ claim, label }: { claim: OwnerClaim; label: string }) {
  const trpc = useTRPC();
  const keepClaim = useKeepClaim();
  const withdraw = useMutation(
    trpc.owner.withdrawClaim.mutationOptions({
      onSuccess: (withdrawn) => {
        keepClaim(withdrawn);
        notify.success('Claim withdrawn');
      },
    }),
  );
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => withdraw.mutate({ id: claim.id })}
        disabled={withdraw.isPending}
        className={DANGER_OUTLINE_BUTTON}
      >
        {withdraw.isPending ? 'Withdrawing…' : label}
      </button>
      {withdraw.isError && <FormAlert>{serverMessage(withdraw.error, 'Could not withdraw the claim. Please try again.')}</FormAlert>}
    </div>
  );
}
