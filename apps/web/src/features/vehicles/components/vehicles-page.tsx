import type { Vehicle, VehicleBody } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { pageCount, pageFromSearch } from '../../../components/ui/pager';
import { ListEmpty, QueryList } from '../../../components/ui/query-list';
import { pagePath } from '../../../lib/i18n';
import { useCan } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useCreateVehicle } from '../api/create-vehicle';
import { useDeleteVehicle } from '../api/delete-vehicle';
import { useVehicles } from '../api/get-vehicles';
import { useUpdateVehicle } from '../api/update-vehicle';
import { PAGE_SIZE } from '../form';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { buttonClass } from '../../../components/ui/button';
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
  // Adding, editing and deleting are for the roles that manage vehicles (DESIGN §5.8).
  const manages = useCan('vehicles.manage');
  const [toDelete, setToDelete] = useState<Vehicle | null>(null);
  const rows = list.data?.data ?? [];
  const pages = pageCount(list.data?.count ?? 0, PAGE_SIZE);

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
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sand-700">{t('subtitle')}</p>
        </div>
        {manages && (
          <button
            type="button"
            onClick={() => setEditing({ vehicle: null })}
            className={buttonClass()}
          >
            <span aria-hidden="true">+</span>
            {t('add')}
          </button>
        )}
      </div>
      <section aria-label={t('listLabel')} className="mt-6" aria-busy={list.isFetching}>
        <QueryList
          query={list}
          loading={t('loading')}
          error={t('error')}
          skeleton={{
            className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
            tile: 'h-44 rounded-3xl',
          }}
          empty={<ListEmpty title={t('empty')} hint={t('emptyHint')} />}
          pager={{
            page,
            pages,
            label: t('pages'),
            hrefOf: (n) => (n > 1 ? `?page=${n}` : '?'),
          }}
        >
          {({ data }) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((vehicle) => (
                <VehicleCard
                  key={vehicle.id}
                  vehicle={vehicle}
                  href={pagePath('vehicles/:id', { id: vehicle.id })}
                  onEdit={manages ? () => setEditing({ vehicle }) : undefined}
                  onDelete={manages ? () => setToDelete(vehicle) : undefined}
                />
              ))}
            </ul>
          )}
        </QueryList>
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
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {t('confirm.text')}
      </ConfirmDialog>
    </>
  );
}
