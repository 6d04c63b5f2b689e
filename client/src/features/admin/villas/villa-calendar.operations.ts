import { graphql } from '../../../__generated__/gql';

/** Everything the villa's calendar section shows: blocks, the export feed, imported feeds. */
export const villaCalendarQuery = graphql(`
  query VillaCalendar($propertyId: ID!) {
    adminCalendarBlocks(propertyId: $propertyId) {
      id
      checkIn
      checkOut
      reason
      importId
      ownerStay
    }
    adminIcalExport(propertyId: $propertyId) {
      exportUrl
    }
    adminIcalImports(propertyId: $propertyId) {
      id
      url
      lastSyncedAt
      lastError
      blockCount
      conflicts {
        uid
        checkIn
        checkOut
        summary
      }
    }
  }
`);

export const addCalendarBlockMutation = graphql(`
  mutation AddCalendarBlock($propertyId: ID!, $input: CalendarBlockInput!) {
    addCalendarBlock(propertyId: $propertyId, input: $input) {
      id
    }
  }
`);

export const deleteCalendarBlockMutation = graphql(`
  mutation DeleteCalendarBlock($propertyId: ID!, $blockId: ID!) {
    deleteCalendarBlock(propertyId: $propertyId, blockId: $blockId) {
      id
    }
  }
`);

export const rotateIcalExportMutation = graphql(`
  mutation RotateIcalExport($propertyId: ID!) {
    rotateIcalExport(propertyId: $propertyId) {
      exportUrl
    }
  }
`);

export const addIcalImportMutation = graphql(`
  mutation AddIcalImport($propertyId: ID!, $input: IcalImportInput!) {
    addIcalImport(propertyId: $propertyId, input: $input) {
      id
    }
  }
`);

export const deleteIcalImportMutation = graphql(`
  mutation DeleteIcalImport($propertyId: ID!, $importId: ID!) {
    deleteIcalImport(propertyId: $propertyId, importId: $importId) {
      id
    }
  }
`);

export const syncIcalImportsMutation = graphql(`
  mutation SyncIcalImports($propertyId: ID!) {
    syncIcalImports(propertyId: $propertyId) {
      id
      lastSyncedAt
      lastError
      blockCount
    }
  }
`);
