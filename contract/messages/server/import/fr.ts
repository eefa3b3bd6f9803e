import type { ImportKey } from './en';

const importFr: Record<ImportKey, string> = {
  'import.column': 'colonne %{column} (%{header})',
  'import.no_column': '%{field} (aucune colonne dans le fichier)',
  'import.number': '« %{value} » n’est pas un nombre : écrivez 1234,50 ou 1 234,50',
  'import.decimals': 'Au plus %{max} décimales',
  'import.too_large': 'Trop grand : au plus %{max} chiffres avant la virgule',
  'import.choice': '« %{value} » n’est pas une valeur de cette colonne',
  'import.vat_rate': '« %{value} » n’est pas un taux de TVA italien (22, 10, 5, 4 ou 0 %)',
  'import.date': '« %{value} » n’est pas une date : écrivez 31/12/2026 ou 2026-12-31',
  'import.barcode_scientific':
    '« %{value} » est un nombre en notation scientifique, les chiffres du code-barres sont perdus : formatez la colonne en texte et saisissez à nouveau le code',
  'import.barcode_digits':
    '« %{value} » n’est pas un EAN ni un GTIN : un code-barres n’a que des chiffres (8, 12, 13 ou 14)',
  'import.barcode_length':
    'Un code-barres EAN ou GTIN a 8, 12, 13 ou 14 chiffres, celui-ci en a %{count}',
  'import.barcode_check': 'Chiffre de contrôle erroné : pour ce code, c’est %{expected}',
  'import.missing_columns':
    'Le fichier n’a pas de colonne pour %{fields} : ajoutez-la à la ligne d’en-tête',
};

export default importFr;
