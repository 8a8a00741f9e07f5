export { createChurchName, type ChurchName, type ChurchNameControl } from './church-name';
