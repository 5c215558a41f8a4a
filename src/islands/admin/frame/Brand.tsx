import { storeName } from '../../../lib/messages';
import { admin } from '../messages';

export function Brand() {
  return (
    <div className="px-3 pb-6">
      <a href="/" className="block text-lg font-bold tracking-tight text-white">
        {storeName}
      </a>
      <p className="text-xs text-gray-300">{admin.storeKind}</p>
    </div>
  );
}
