import { Module } from '@nestjs/common';
import { DEPARTMENT_PROJECTION, ProjectionsModule, USER_PROJECTION } from '@rtm/backend/projections';
import { Directory } from './directory.js';
import { References } from './references.js';

/**
 * Identity's users and departments as the risk service keeps them: the shared projections, fed by
 * identity's events (durables risk-users and risk-departments); reference checks for owners and
 * departments; the lists the spreadsheet template and import match names against. The views of the
 * risks room join the same tables.
 */
@Module({
  imports: [ProjectionsModule.forFeature([USER_PROJECTION, DEPARTMENT_PROJECTION])],
  providers: [References, Directory],
  exports: [References, Directory],
})
export class DirectoryModule {}
