// @vitest-environment jsdom
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { fieldsIn, reasonOf, shownFieldErrors } from '../../src/lib/serverErrors';

const INVALID = 'Dati non validi: controlla i campi evidenziati';
const refusal = (status: number, message: string, errors?: Record<string, string>) =>
  new HttpError(message, status, {
    message,
    errors,
    ...(message === INVALID && { code: 'invalid_input' }),
  });

describe('reasonOf: what a toast says of a refusal', () => {
  it('says only the reasons when no refused field is on screen', () => {
    const error = refusal(400, INVALID, { carrier_id: 'Scegli il vettore prima di confermare' });
    expect(reasonOf(error, 'Errore')).toBe('Scegli il vettore prima di confermare');
  });

  it('keeps a specific 400 message, with its field’s reason', () => {
    const error = refusal(400, 'La data non può essere anteriore al 20/11/2026', {
      document_date: 'Data non valida',
    });
    expect(reasonOf(error, 'Errore')).toBe(
      'La data non può essere anteriore al 20/11/2026\nData non valida',
    );
  });

  it('keeps the message and adds the reasons of the fields off screen', () => {
    const error = refusal(400, INVALID, {
      price: 'Prezzo non valido',
      'config.width': 'Larghezza oltre il massimo',
    });
    expect(reasonOf(error, 'Errore', (field) => field === 'price')).toBe(
      `${INVALID}\nLarghezza oltre il massimo`,
    );
    expect(reasonOf(error, 'Errore', () => true)).toBe(INVALID);
  });

  it('keeps a conflict’s own message, with its field’s reason when it differs', () => {
    const message = 'Il listino ha già un prezzo da 10 pezzi';
    expect(reasonOf(refusal(409, message, { min_quantity: message }), 'Errore')).toBe(message);
    expect(reasonOf(refusal(409, message, { min_quantity: 'Cambia la quantità' }), 'E')).toBe(
      `${message}\nCambia la quantità`,
    );
  });

  it('falls back for an error without a message', () => {
    expect(reasonOf(new Error(''), 'Errore di rete')).toBe('Errore di rete');
  });
});

describe('the fields a form shows', () => {
  it('finds react-admin inputs by name, dotted paths included', () => {
    const form = document.createElement('div');
    form.innerHTML = '<input name="price"><input name="rows.4.quantity">';
    const shown = fieldsIn(form);
    expect([shown('price'), shown('rows.4.quantity'), shown('carrier_id')]).toEqual([
      true,
      true,
      false,
    ]);
    const error = refusal(409, 'x', { price: 'a', carrier_id: 'b' });
    expect(shownFieldErrors(error, shown)).toEqual({ price: 'a' });
    expect(shownFieldErrors(error, () => false)).toBeUndefined();
  });
});
