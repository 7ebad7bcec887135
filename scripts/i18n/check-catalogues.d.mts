export interface CataloguePackage {
  namespace: string;
  catalogues: string;
  sources: string;
}
export const PACKAGES: CataloguePackage[];
export function checkCatalogues(root?: string, packages?: CataloguePackage[]): string[];
