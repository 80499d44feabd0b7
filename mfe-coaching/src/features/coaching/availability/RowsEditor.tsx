import { useState } from 'react';
import styled from 'styled-components';
import { Formik } from 'formik';
import type { Language } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { useMutation, useQueryClient } from '@halaqa/query';
import { Button, ButtonRow } from '@halaqa/ui';
import { FocusingForm, FormError, FormikSelectField, FormikTextArea, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { failureText } from '@halaqa/ui/pages';
import { addRow, changeRow, deleteRow } from '../../../api/coaching-calls';
import { coachingKeys } from '../../../api/coaching-queries';
import type { ProfileRows, RowKind } from '../../../api/coaching-types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { languageName } from '../ui/labels';
import { FormikCheckbox } from './FormikCheckbox';
import { RemovableList } from './RemovableList';
import { inputOf, ROW_FIELDS, rowSchema, valuesOf, type RowField, type RowValues } from './row-fields';

const Box = styled.div`
  margin-block: 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
`;

const Actions = styled(ButtonRow)`
  justify-content: flex-start;
`;

type AnyRow = ProfileRows[RowKind];

/** A row in one line, for the list. */
function useSummary() {
  const { t, i18n } = useTranslation('mfe-coaching');
  return (kind: RowKind, row: AnyRow): string => {
    const r = row as unknown as Record<string, string>;
    switch (kind) {
      case 'positions': return `${r.title} — ${r.company}`;
      case 'educations': return `${t(`enums.degree.${r.degree}`)} — ${r.school}`;
      case 'experiences': return `${r.title} — ${r.company} (${t(`enums.employment.${r.employmentType}`)})`;
      case 'certifications': return `${r.name} — ${r.issuer}`;
      default: return `${languageName(r.language!, i18n.language as Language)} — ${t(`enums.proficiency.${r.proficiency}`)}`;
    }
  };
}

function RowInputField({ kind, field }: { kind: RowKind; field: RowField }) {
  const { t } = useTranslation('mfe-coaching');
  const label = t(`availability.rows.field.${field.name}`);
  const optional = !field.required && field.kind !== 'checkbox';
  const id = `${kind}-${field.name}`;
  switch (field.kind) {
    case 'checkbox': return <FormikCheckbox name={field.name} label={label} />;
    case 'textarea': return <FormikTextArea id={id} name={field.name} label={label} optional={optional} dir="auto" />;
    case 'select': return (
      <FormikSelectField id={id} name={field.name} label={label} optional={optional}
        options={(field.choices ?? []).map((value) => ({ value, label: t(`enums.${field.enumKey}.${value}`) }))} />
    );
    case 'date': return <FormikTextField id={id} name={field.name} type="date" label={label} optional={optional} />;
    case 'year': return <FormikTextField id={id} name={field.name} inputMode="numeric" maxLength={4} label={label} optional={optional} dir="ltr" />;
    case 'url': return <FormikTextField id={id} name={field.name} type="url" label={label} optional={optional} dir="ltr" />;
    default: return <FormikTextField id={id} name={field.name} label={label} optional={optional} dir="auto" />;
  }
}

/** Adds or changes one row; the profile reloads after. */
function RowForm({ kind, row, onDone }: { kind: RowKind; row: AnyRow | null; onDone(): void }) {
  const { t } = useTranslation('mfe-coaching');
  const common = useTranslation('common').t;
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Box>
      <Formik<RowValues>
        initialValues={valuesOf(kind, row)} validationSchema={rowSchema(kind)}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const input = inputOf(kind, values);
            await (row ? changeRow(kind, row.id, input) : addRow(kind, input));
            await queryClient.invalidateQueries({ queryKey: coachingKeys.me });
            onDone();
          } catch (error) {
            setFailure(failureText(t, error, 'mfe-coaching'));
          }
        }}
      >
        {({ isSubmitting }) => (
          <FocusingForm testId={`${kind}-form`}>
            <FormError>{failure}</FormError>
            {ROW_FIELDS[kind].map((field) => <RowInputField key={field.name} kind={kind} field={field} />)}
            <Actions>
              <Button type="button" $variant="ghost" onClick={onDone}>{common('form.cancel')}</Button>
              <SubmitButton saving={isSubmitting}>{common('form.save')}</SubmitButton>
            </Actions>
          </FocusingForm>
        )}
      </Formik>
    </Box>
  );
}

/** One kind of the profile's rows: the list, each with change and delete, and a way to add one. */
export function RowsEditor<K extends RowKind>({ kind, rows }: { kind: K; rows: readonly ProfileRows[K][] }) {
  const { t } = useTranslation('mfe-coaching');
  const queryClient = useQueryClient();
  const summary = useSummary();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProfileRows[K] | null>(null);
  const remove = useMutation({
    mutationFn: (rowId: number) => deleteRow(kind, rowId),
    onSuccess: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: coachingKeys.me });
    },
  });
  return (
    <div data-testid={`rows-${kind}`}>
      {rows.length === 0 ? <p>{t('availability.rows.none')}</p> : (
        <RemovableList>
          {rows.map((row) => (
            <li key={row.id}>
              {editing === row.id ? <RowForm kind={kind} row={row} onDone={() => setEditing(null)} /> : (
                <>
                  <bdi>{summary(kind, row)}</bdi>
                  <span>
                    <Button type="button" $variant="ghost" onClick={() => setEditing(row.id)} aria-label={t('availability.rows.editNamed', { name: summary(kind, row) })}>
                      {t('availability.rows.edit')}
                    </Button>
                    <Button type="button" $variant="ghost" onClick={() => setDeleting(row)} aria-label={t('availability.rows.deleteNamed', { name: summary(kind, row) })}>
                      {t('availability.rows.delete')}
                    </Button>
                  </span>
                </>
              )}
            </li>
          ))}
        </RemovableList>
      )}
      {editing === 'new' ? <RowForm kind={kind} row={null} onDone={() => setEditing(null)} /> : (
        <Button type="button" $variant="secondary" onClick={() => setEditing('new')} data-testid={`add-${kind}`}>{t(`availability.rows.add.${kind}`)}</Button>
      )}
      {deleting ? (
        <ConfirmDialog title={t('availability.rows.deleteTitle')} confirm={t('availability.rows.delete')} busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)} onClose={() => { setDeleting(null); remove.reset(); }}>
          <p><bdi>{summary(kind, deleting)}</bdi></p>
          {remove.error ? <FormError>{failureText(t, remove.error, 'mfe-coaching')}</FormError> : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
