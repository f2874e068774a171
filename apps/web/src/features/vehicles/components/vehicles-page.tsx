import type { Vehicle, VehicleBody } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RefreshIcon } from '../../../components/ui/icons';
import { notify } from '../../../lib/toast';
import { useCreateVehicle } from '../api/create-vehicle';
import { useDeleteVehicle } from '../api/delete-vehicle';
import { useVehicles } from '../api/get-vehicles';
import { useUpdateVehicle } from '../api/update-vehicle';
import { PAGE_SIZE, pageFromSearch } from '../form';
import '../texts';
import { VehicleCard } from './vehicle-card';
import { VehicleDialog } from './vehicle-dialog';

type Editing = { vehicle: Vehicle | null } | null;

/** My vehicles: cards with edit and delete, a dialog to add or edit, paging in the URL. */
export function VehiclesPage() {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const page = pageFromSearch(useLocation().search);
  const list = useVehicles(page);
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const remove = useDeleteVehicle();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Vehicle | null>(null);
  const rows = list.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));

  const save = async (body: VehicleBody) => {
    const current = editing?.vehicle;
    if (current) await update.mutateAsync({ id: current.id, body });
    else await create.mutateAsync(body);
    notify.success(current ? t('updated') : t('added'));
    setEditing(null);
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const reply = await remove.mutateAsync(toDelete.id);
      notify.success(reply.message);
      setToDelete(null);
      if (page > 1 && rows.length === 1) navigate(`?page=${page - 1}`);
    } catch {
      // The API client has shown why.
    }
  };

  return (
    <>
      <title>{`${t('title')} · Fuel Cabinet`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sand-700">{t('subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={() => setEditing({ vehicle: null })}
          className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          <span aria-hidden="true">+</span>
          {t('add')}
        </button>
      </div>
      <section aria-label={t('listLabel')} className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div role="status">
            <span className="sr-only">{t('loading')}</span>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
              {['a', 'b', 'c'].map((k) => (
                <div key={k} className="h-44 rounded-3xl bg-sand-100 motion-safe:animate-pulse" />
              ))}
            </div>
          </div>
        ) : list.isError && !list.data ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between">
            <p>{t('error')}</p>
            <button
              type="button"
              onClick={() => void list.refetch()}
              className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
            >
              <RefreshIcon className="size-4" />
              {t('retry')}
            </button>
          </div>
        ) : rows.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-sand-300 bg-white p-8 text-center">
            <p className="font-semibold text-sand-900">{t('empty')}</p>
            <p className="mt-1 text-sm text-sand-600">{t('emptyHint')}</p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((vehicle) => (
              <VehicleCard
                key={vehicle.id}
                vehicle={vehicle}
                onEdit={() => setEditing({ vehicle })}
                onDelete={() => setToDelete(vehicle)}
              />
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label={t('pages')} className="mt-5 flex items-center justify-center gap-2">
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <Link
                key={n}
                to={n > 1 ? `?page=${n}` : '?'}
                aria-current={n === page ? 'page' : undefined}
                className="grid size-10 place-items-center rounded-full border border-sand-300 font-semibold text-sand-800 hover:bg-sand-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
              >
                {n}
              </Link>
            ))}
          </nav>
        )}
      </section>
      {editing && (
        <VehicleDialog vehicle={editing.vehicle} onSave={save} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('confirm.title', { plate: toDelete?.license_plate ?? '' })}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      >
        {t('confirm.text')}
      </ConfirmDialog>
    </>
  );
}
