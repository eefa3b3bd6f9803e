import type { ArticlesKey } from './en';

const articlesFr: Record<ArticlesKey, string> = {
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
  'import.unsupported_file':
    'Type de fichier non pris en charge : importez un tableur (.xlsx) ou un fichier CSV',
  'import.damaged_xlsx': 'Le fichier tableur est endommagé ou n’est pas un .xlsx',
  'import.too_many_rows': 'Le fichier a plus de %{max} lignes : divisez-le en fichiers plus petits',
  'import.no_rows': 'Le fichier n’a aucune ligne sous son en-tête',
  'import.rows_with_errors':
    '%{count} lignes contiennent des erreurs : rien n’a été importé. Corrigez-les et importez de nouveau le fichier',
  'import.row_field': 'ligne %{line} : %{field}',
  'import.too_large_unpacked':
    'Décompressé, le tableur dépasserait %{max} Mo : divisez-le en fichiers plus petits',
  'import.too_many_entries':
    'Le tableur contient plus de %{max} parties : ce n’est pas un fichier .xlsx normal',
  'import.compression_ratio':
    'Le tableur est compressé plus de %{max} fois : ce n’est pas un fichier .xlsx normal',
  'import.too_many_columns':
    'Le fichier a des valeurs dans plus de %{max} colonnes : ne gardez que les colonnes à importer',
  'import.too_many_cells':
    'Le fichier a plus de %{max} cellules : divisez-le en fichiers plus petits',
  'import.field_too_long': 'Le fichier contient une valeur de plus de %{max} caractères',
  'import.row_too_long': 'La ligne %{line} dépasse %{max} caractères',
  'import.too_many_strings':
    'Le tableur contient plus de %{max} textes différents : divisez-le en fichiers plus petits',
  'import.xml_piece':
    'Le tableur contient une balise ou un texte de plus de %{max} caractères : ce n’est pas un fichier .xlsx normal',
  'import.xml_too_deep':
    'Le tableur imbrique ses éléments sur plus de %{max} niveaux : ce n’est pas un fichier .xlsx normal',
};

export default articlesFr;
