/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query FavouriteMe {\n    me {\n      id\n    }\n  }\n": typeof types.FavouriteMeDocument,
    "\n  fragment PaymentTimeline_instalment on Instalment {\n    kind\n    amount\n    currency\n    dueDate\n    status\n    paidAt\n  }\n": typeof types.PaymentTimeline_InstalmentFragmentDoc,
    "\n  fragment ResponsiveImage_image on PropertyImage {\n    url\n    width\n    height\n    alt\n    srcset\n    avifSrcset\n  }\n": typeof types.ResponsiveImage_ImageFragmentDoc,
    "\n  fragment ReviewCard_review on Review {\n    id\n    author\n    title\n    content\n    date\n    rating\n    cleanliness\n    location\n    value\n    service\n    verified\n    source\n    reply\n    hasMedia\n    language\n    photos\n  }\n": typeof types.ReviewCard_ReviewFragmentDoc,
    "\n  fragment ShortlistCard on Property {\n    id\n    title\n    location\n    image {\n      ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n    }\n    price\n  }\n": typeof types.ShortlistCardFragmentDoc,
    "\n  fragment VillaCard_property on Property {\n    id\n    title\n    location\n    image {\n      ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n    }\n    price\n    fromWeeklyPrice\n    discount\n    badge\n    features\n    bedrooms\n    sleeps\n    bathrooms\n    flightsIncluded\n    reviewCount\n    averageRating\n  }\n": typeof types.VillaCard_PropertyFragmentDoc,
    "\n  query PageTitle {\n    company {\n      name\n    }\n  }\n": typeof types.PageTitleDocument,
    "\n  query AboutUsPage {\n    teamMembers {\n      id\n      name\n      title\n      bio\n      image\n    }\n  }\n": typeof types.AboutUsPageDocument,
    "\n  query AbovePage($page: PageInput) {\n    properties(filter: { above: true }, page: $page) {\n      totalCount\n      items {\n        id\n        badge\n        ...VillaCard_property\n      }\n    }\n  }\n": typeof types.AbovePageDocument,
    "\n  query AccountMe {\n    me {\n      id\n      name\n      email\n      emailVerified\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountMeDocument,
    "\n  mutation AccountLogout {\n    logout\n  }\n": typeof types.AccountLogoutDocument,
    "\n  query MyBookings($page: PageInput) {\n    myBookings(page: $page) {\n      totalCount\n      items {\n        id\n        checkIn\n        checkOut\n        guests\n        status\n        property {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  fragment CancellationQuote_terms on CancellationQuoteView {\n    tier\n    daysBeforeArrival\n    paidAmount\n    keptAmount\n    refundAmount\n    currency\n  }\n": typeof types.CancellationQuote_TermsFragmentDoc,
    "\n  fragment CancelOrderDialog_order on Order {\n    id\n    orderNumber\n    currency\n    cancellationQuote {\n      ...CancellationQuote_terms @unmask # a quote has no cache identity: it is read with its order\n    }\n  }\n": typeof types.CancelOrderDialog_OrderFragmentDoc,
    "\n  query AccountCancellationQuote($id: ID!) {\n    myOrder(id: $id) {\n      id\n      ...CancelOrderDialog_order\n    }\n  }\n": typeof types.AccountCancellationQuoteDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation ResendEmailVerification {\n    resendEmailVerification {\n      emailVerified\n      alreadyVerified\n      message\n    }\n  }\n": typeof types.ResendEmailVerificationDocument,
    "\n  query InvoiceMe {\n    me {\n      id\n    }\n  }\n": typeof types.InvoiceMeDocument,
    "\n  query Invoice($id: ID!) {\n    company {\n      name\n      legalName\n      companyNumber\n      address\n      email\n      phone\n    }\n    myOrder(id: $id) {\n      id\n      orderNumber\n      createdAt\n      currency\n      status\n      paymentOption\n      totalAmount\n      amountPaid\n      balanceAmount\n      balanceDueDate\n      staysAmount\n      extrasAmount\n      discountCode\n      discountAmount\n      refundedAmount\n      damageDepositAmount\n      damageDepositStatus\n      damageDepositClaimedAmount\n      damageDepositClaimReason\n      paymentSchedule {\n        ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n      }\n      payments {\n        id\n        kind\n        amount\n        status\n        createdAt\n        completedAt\n      }\n      leadGuestName\n      leadGuestEmail\n      leadGuestPhone\n      bookings {\n        id\n        checkIn\n        checkOut\n        guests\n        totalNights\n        pricePerNight\n        totalPrice\n        property {\n          id\n          title\n          location\n        }\n      }\n      extras {\n        id\n        title\n        quantity\n        unitPrice\n        totalPrice\n      }\n    }\n  }\n": typeof types.InvoiceDocument,
    "\n  fragment AccountOrder on Order {\n    id\n    orderNumber\n    invoiceNumber\n    creditNoteNumbers\n    createdAt\n    currency\n    status\n    totalAmount\n    amountPaid\n    balanceAmount\n    balanceDueDate\n    discountCode\n    discountAmount\n    refundedAmount\n    cancelledAt\n    canPayBalance\n    damageDepositAmount\n    damageDepositStatus\n    damageDepositClaimedAmount\n    damageDepositClaimReason\n    paymentSchedule {\n      ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n    }\n    cancellationQuote {\n      ...CancellationQuote_terms\n    }\n    payments {\n      id\n      kind\n      amount\n      status\n    }\n    bookings {\n      id\n      checkIn\n      checkOut\n      status\n      property {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AccountOrderFragmentDoc,
    "\n  query MyOrders($page: PageInput) {\n    myOrders(page: $page) {\n      totalCount\n      items {\n        id\n        canPayBalance\n        ...AccountOrder\n        ...PayBalanceDialog_order\n        ...CancelOrderDialog_order\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query AccountPaymentSettings {\n    paymentSettings {\n      provider\n      testMode\n      testCards\n      publishableKey\n      stripeJsUrl\n    }\n  }\n": typeof types.AccountPaymentSettingsDocument,
    "\n  fragment PayBalanceDialog_order on Order {\n    id\n    orderNumber\n    currency\n    balanceAmount\n    balanceDueDate\n  }\n": typeof types.PayBalanceDialog_OrderFragmentDoc,
    "\n  mutation PayBalance($input: PayBalanceInput!) {\n    payBalance(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      clientSecret\n      payment {\n        id\n        kind\n        amount\n        status\n        paymentIntentId\n      }\n    }\n  }\n": typeof types.PayBalanceDocument,
    "\n  mutation SettleBalancePayment($input: SettleOrderPaymentInput!) {\n    settleOrderPayment(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      payment {\n        id\n        status\n      }\n    }\n  }\n": typeof types.SettleBalancePaymentDocument,
    "\n  query MyDataExport {\n    myDataExport {\n      fileName\n      data\n    }\n  }\n": typeof types.MyDataExportDocument,
    "\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  fragment AccountProfile on User {\n    id\n    name\n    email\n    phone\n    createdAt\n  }\n": typeof types.AccountProfileFragmentDoc,
    "\n  query AccountShortlist {\n    shortlist {\n      id\n      ...ShortlistCard\n    }\n  }\n": typeof types.AccountShortlistDocument,
    "\n  query TripMe {\n    me {\n      id\n    }\n  }\n": typeof types.TripMeDocument,
    "\n  query Trip($bookingId: ID!) {\n    trip(bookingId: $bookingId) {\n      bookingId\n      villa\n      checkIn\n      checkOut\n      guideAvailableFrom\n      arrivalGuide {\n        checkInTime\n        checkOutTime\n        address\n        mapUrl\n        hostPhone\n        wifiName\n        wifiPassword\n        keyCollection\n        houseRules\n      }\n    }\n  }\n": typeof types.TripDocument,
    "\n  query AdminAccess {\n    me {\n      id\n      name\n      isAdmin\n    }\n  }\n": typeof types.AdminAccessDocument,
    "\n  mutation AdminCancelOrder($input: AdminCancelOrderInput!) {\n    adminCancelOrder(input: $input) {\n      replayed\n      order {\n        id\n        status\n        amountPaid\n        balanceAmount\n        balanceDueDate\n        refundedAmount\n        cancelledAt\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n    }\n  }\n": typeof types.AdminCancelOrderDocument,
    "\n  mutation ChangeBookingDates($input: ChangeBookingDatesInput!) {\n    changeBookingDates(input: $input) {\n      id\n      checkIn\n      checkOut\n      totalNights\n    }\n  }\n": typeof types.ChangeBookingDatesDocument,
    "\n  mutation ClaimDamageDeposit($input: ClaimDamageDepositInput!) {\n    claimDamageDeposit(input: $input) {\n      id\n      refundedAmount\n      damageDepositStatus\n      damageDepositClaimedAmount\n      damageDepositClaimReason\n    }\n  }\n": typeof types.ClaimDamageDepositDocument,
    "\n  fragment OrderTimeline_order on Order {\n    id\n    orderNumber\n    events {\n      id\n      at\n      kind\n      fromStatus\n      toStatus\n      amount\n      currency\n      reason\n      dates {\n        previousCheckIn\n        previousCheckOut\n        checkIn\n        checkOut\n      }\n      actor {\n        userId\n        name\n        job\n      }\n    }\n  }\n": typeof types.OrderTimeline_OrderFragmentDoc,
    "\n  query Insights($range: InsightsRange!, $destination: String, $propertyId: ID) {\n    insights(range: $range, destination: $destination, propertyId: $propertyId) {\n      from\n      to\n      currency\n      villas\n      availableNights\n      blockedNights\n      bookedNights\n      occupancy\n      rent\n      adr\n      revPan\n      revenueByMonth {\n        month\n        booked\n        earned\n        bookedLastYear\n        earnedLastYear\n      }\n      pace {\n        month\n        nightsOnBooks\n        nightsLastYear\n      }\n      leadTime {\n        label\n        count\n      }\n      stayLength {\n        label\n        count\n      }\n      cancellations {\n        orders\n        nights\n        refundedAmount\n        keptAmount\n      }\n      funnel {\n        day\n        search\n        villaView\n        basketAdd\n        checkoutStart\n        paid\n      }\n    }\n  }\n": typeof types.InsightsDocument,
    "\n  query AdminAudit($filter: AuditFilter, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        action\n        actorEmail\n        targetEmail\n        targetId\n        targetType\n        targetLabel\n        changes {\n          field\n          before\n          after\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminAuditDocument,
    "\n  query AdminBookings($filter: AdminBookingFilter, $page: PageInput) {\n    adminBookings(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        checkIn\n        checkOut\n        guests\n        status\n        property {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.AdminBookingsDocument,
    "\n  query AdminMailTemplates {\n    mailTemplates {\n      kind\n      audience\n    }\n  }\n": typeof types.AdminMailTemplatesDocument,
    "\n  query AdminMailPreview($kind: String!, $language: Language!) {\n    mailPreview(kind: $kind, language: $language) {\n      kind\n      language\n      to\n      subject\n      text\n      attachments {\n        filename\n        contentType\n      }\n    }\n  }\n": typeof types.AdminMailPreviewDocument,
    "\n  query AdminEnquiries($filter: EnquiryFilter, $page: PageInput) {\n    adminEnquiries(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        createdAt\n        name\n        email\n        phone\n        subject\n        message\n        locale\n        status\n        statusChangedAt\n      }\n    }\n  }\n": typeof types.AdminEnquiriesDocument,
    "\n  query AdminFlightInquiries($filter: EnquiryFilter, $page: PageInput) {\n    adminFlightInquiries(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        createdAt\n        name\n        email\n        phone\n        passengers\n        departureCountry\n        departureCity\n        destinationCountry\n        destinationCity\n        departureDate\n        returnDate\n        message\n        locale\n        status\n        statusChangedAt\n      }\n    }\n  }\n": typeof types.AdminFlightInquiriesDocument,
    "\n  mutation AdminSetEnquiryStatus($input: SetEnquiryStatusInput!) {\n    setEnquiryStatus(input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n": typeof types.AdminSetEnquiryStatusDocument,
    "\n  mutation AdminSetFlightInquiryStatus($input: SetEnquiryStatusInput!) {\n    setFlightInquiryStatus(input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n": typeof types.AdminSetFlightInquiryStatusDocument,
    "\n  query AdminNewsletter($filter: NewsletterSubscriberFilter, $page: PageInput) {\n    newsletterSubscribers(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        email\n        name\n        subscribed\n        confirmed\n        subscribedAt\n      }\n    }\n  }\n": typeof types.AdminNewsletterDocument,
    "\n  query AdminOrders($filter: AdminOrderFilter, $page: PageInput) {\n    adminOrders(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        orderNumber\n        createdAt\n        currency\n        status\n        totalAmount\n        amountPaid\n        balanceAmount\n        balanceDueDate\n        refundedAmount\n        damageDepositAmount\n        damageDepositStatus\n        damageDepositClaimedAmount\n        damageDepositClaimReason\n        invoiceNumber\n        creditNoteNumbers\n        leadGuestName\n        leadGuestEmail\n        events {\n          id\n          kind\n        }\n        ...OrderTimeline_order\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      userCount\n      adminCount\n      suspendedUserCount\n      bookingCount\n      pendingBookingCount\n      confirmedBookingCount\n      cancelledBookingCount\n      orderCount\n      overdueOrderCount\n      activeSubscriberCount\n      pendingSubscriberCount\n      unsubscribedCount\n      paymentCount\n      completedPaymentCount\n      refundCount\n      revenue {\n        currency\n        amount\n      }\n      inbox {\n        newEnquiries\n        newFlightInquiries\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminPayments($filter: AdminPaymentFilter, $page: PageInput) {\n    adminPayments(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        kind\n        reason\n        paymentIntentId\n        amount\n        currency\n        status\n        createdAt\n        order {\n          id\n          orderNumber\n        }\n        user {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.AdminPaymentsDocument,
    "\n  query AdminReviewQueue($filter: ReviewQueueFilter, $page: PageInput) {\n    reviewQueue(filter: $filter, page: $page) {\n      totalCount\n      hasNextPage\n      items {\n        id\n        status\n        rejectionReason\n        rejectionNote\n        villa\n        submittedAt\n        review {\n          id\n          author\n          title\n          content\n          date\n          rating\n          cleanliness\n          location\n          value\n          service\n          language\n          source\n          reply\n        }\n      }\n    }\n  }\n": typeof types.AdminReviewQueueDocument,
    "\n  mutation AdminApproveReview($id: ID!) {\n    approveReview(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AdminApproveReviewDocument,
    "\n  mutation AdminRejectReview($id: ID!, $input: RejectReviewInput!) {\n    rejectReview(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.AdminRejectReviewDocument,
    "\n  mutation AdminReplyToReview($id: ID!, $input: ReviewReplyInput!) {\n    replyToReview(id: $id, input: $input) {\n      id\n      review {\n        id\n        reply\n      }\n    }\n  }\n": typeof types.AdminReplyToReviewDocument,
    "\n  query AdminUsers($filter: AdminUserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        createdAt\n        isAdmin\n        isSuspended\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n    mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!) {\n      suspendUser(userId: $userId, suspend: $suspend) {\n        id\n        isSuspended\n      }\n    }\n  ": typeof types.AdminSuspendUserDocument,
    "\n    mutation AdminSetUserAdmin($userId: ID!, $isAdmin: Boolean!) {\n      setUserAdmin(userId: $userId, isAdmin: $isAdmin) {\n        id\n        isAdmin\n      }\n    }\n  ": typeof types.AdminSetUserAdminDocument,
    "\n    mutation AdminDeleteUser($userId: ID!) {\n      deleteUser(userId: $userId) {\n        id\n        message\n      }\n    }\n  ": typeof types.AdminDeleteUserDocument,
    "\n  query AdminOwners($page: PageInput) {\n    owners(page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        villaCount\n        currency\n        balanceDue\n      }\n    }\n  }\n": typeof types.AdminOwnersDocument,
    "\n  query AdminOwnerPayouts($page: PageInput) {\n    ownerPayouts(page: $page) {\n      totalCount\n      items {\n        id\n        ownerName\n        ownerEmail\n        amount\n        currency\n        reference\n        paidOn\n      }\n    }\n  }\n": typeof types.AdminOwnerPayoutsDocument,
    "\n  mutation RecordOwnerPayout($input: RecordOwnerPayoutInput!) {\n    recordOwnerPayout(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordOwnerPayoutDocument,
    "\n  mutation CloseOwnerStatements($input: CloseOwnerStatementsInput!) {\n    closeOwnerStatements(input: $input) {\n      months\n      statements\n    }\n  }\n": typeof types.CloseOwnerStatementsDocument,
    "\n  query AdminOwnerStatement($month: String!, $ownerId: ID!) {\n    ownerStatement(month: $month, ownerId: $ownerId) {\n      month\n      draft\n      currency\n      lines {\n        reference\n      }\n      adjustments {\n        reference\n        amount\n      }\n      payouts {\n        id\n        amount\n      }\n      balanceCarried\n      balanceDue\n      totals {\n        rent\n        refunds\n        commission\n        net\n      }\n    }\n  }\n": typeof types.AdminOwnerStatementDocument,
    "\n  query AdminArrivalGuide($id: ID!) {\n    arrivalGuide(propertyId: $id) {\n      propertyId\n      checkInTime\n      checkOutTime\n      address\n      mapUrl\n      hostPhone\n      wifiName\n      wifiPassword\n      keyCollectionEn\n      keyCollectionDe\n      houseRulesEn\n      houseRulesDe\n    }\n  }\n": typeof types.AdminArrivalGuideDocument,
    "\n  mutation AdminSetArrivalGuide($id: ID!, $input: ArrivalGuideInput!) {\n    setArrivalGuide(propertyId: $id, input: $input) {\n      propertyId\n      checkInTime\n      checkOutTime\n      address\n      mapUrl\n      hostPhone\n      wifiName\n      wifiPassword\n      keyCollectionEn\n      keyCollectionDe\n      houseRulesEn\n      houseRulesDe\n    }\n  }\n": typeof types.AdminSetArrivalGuideDocument,
    "\n  mutation AdminSetChangeoverDay($id: ID!, $changeoverDay: Int) {\n    updateProperty(id: $id, input: { changeoverDay: $changeoverDay }) {\n      id\n      updatedAt\n      changeoverDay\n    }\n  }\n": typeof types.AdminSetChangeoverDayDocument,
    "\n  mutation AdminSetMapPoint($id: ID!, $latitude: Float, $longitude: Float) {\n    updateProperty(id: $id, input: { latitude: $latitude, longitude: $longitude }) {\n      id\n      updatedAt\n      latitude\n      longitude\n    }\n  }\n": typeof types.AdminSetMapPointDocument,
    "\n  mutation AdminSetPropertyRates($input: SetPropertyRatesInput!) {\n    setPropertyRates(input: $input) {\n      id\n      updatedAt\n      rates {\n        from\n        to\n        weeklyPrice\n      }\n    }\n  }\n": typeof types.AdminSetPropertyRatesDocument,
    "\n  query AdminVillaRates($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      currency\n      changeoverDay\n      latitude\n      longitude\n      rates {\n        from\n        to\n        weeklyPrice\n      }\n    }\n  }\n": typeof types.AdminVillaRatesDocument,
    "\n  fragment VillaStatusBar_property on Property {\n    id\n    title\n    published\n    updatedAt\n  }\n": typeof types.VillaStatusBar_PropertyFragmentDoc,
    "\n  fragment VillaPhotos_image on PropertyImage {\n    id\n    altEn\n    altDe\n    ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n  }\n": typeof types.VillaPhotos_ImageFragmentDoc,
    "\n  query AdminPropertyPhotos($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      images {\n        ...VillaPhotos_image @unmask # the photo list reorders and edits the photos it reads\n      }\n    }\n  }\n": typeof types.AdminPropertyPhotosDocument,
    "\n  mutation AdminReorderPropertyImages($input: ReorderPropertyImagesInput!) {\n    reorderPropertyImages(input: $input) {\n      ...VillaPhotos_image\n    }\n  }\n": typeof types.AdminReorderPropertyImagesDocument,
    "\n  mutation AdminUpdatePropertyImageAlt($input: PropertyImageAltInput!) {\n    updatePropertyImageAlt(input: $input) {\n      ...VillaPhotos_image\n    }\n  }\n": typeof types.AdminUpdatePropertyImageAltDocument,
    "\n  mutation AdminDeletePropertyImage($propertyId: ID!, $imageId: ID!) {\n    deletePropertyImage(propertyId: $propertyId, imageId: $imageId) {\n      ...VillaPhotos_image\n    }\n  }\n": typeof types.AdminDeletePropertyImageDocument,
    "\n  query VillaCalendar($propertyId: ID!) {\n    adminCalendarBlocks(propertyId: $propertyId) {\n      id\n      checkIn\n      checkOut\n      reason\n      importId\n      ownerStay\n    }\n    adminIcalExport(propertyId: $propertyId) {\n      exportUrl\n    }\n    adminIcalImports(propertyId: $propertyId) {\n      id\n      url\n      lastSyncedAt\n      lastError\n      blockCount\n      conflicts {\n        uid\n        checkIn\n        checkOut\n        summary\n      }\n    }\n  }\n": typeof types.VillaCalendarDocument,
    "\n  mutation AddCalendarBlock($propertyId: ID!, $input: CalendarBlockInput!) {\n    addCalendarBlock(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n": typeof types.AddCalendarBlockDocument,
    "\n  mutation DeleteCalendarBlock($propertyId: ID!, $blockId: ID!) {\n    deleteCalendarBlock(propertyId: $propertyId, blockId: $blockId) {\n      id\n    }\n  }\n": typeof types.DeleteCalendarBlockDocument,
    "\n  mutation RotateIcalExport($propertyId: ID!) {\n    rotateIcalExport(propertyId: $propertyId) {\n      exportUrl\n    }\n  }\n": typeof types.RotateIcalExportDocument,
    "\n  mutation AddIcalImport($propertyId: ID!, $input: IcalImportInput!) {\n    addIcalImport(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n": typeof types.AddIcalImportDocument,
    "\n  mutation DeleteIcalImport($propertyId: ID!, $importId: ID!) {\n    deleteIcalImport(propertyId: $propertyId, importId: $importId) {\n      id\n    }\n  }\n": typeof types.DeleteIcalImportDocument,
    "\n  mutation SyncIcalImports($propertyId: ID!) {\n    syncIcalImports(propertyId: $propertyId) {\n      id\n      lastSyncedAt\n      lastError\n      blockCount\n    }\n  }\n": typeof types.SyncIcalImportsDocument,
    "\n  query VillaOwner($propertyId: ID!) {\n    propertyOwner(propertyId: $propertyId) {\n      ownerId\n      ownerName\n      ownerEmail\n      commissionPercent\n    }\n  }\n": typeof types.VillaOwnerDocument,
    "\n  mutation SetPropertyOwner($propertyId: ID!, $input: SetPropertyOwnerInput!) {\n    setPropertyOwner(propertyId: $propertyId, input: $input) {\n      ownerId\n      invited\n    }\n  }\n": typeof types.SetPropertyOwnerDocument,
    "\n  query AdminProperties($filter: AdminPropertyFilter, $page: PageInput) {\n    adminProperties(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        title\n        slug\n        location\n        region\n        price\n        currency\n        sleeps\n        bedrooms\n        published\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminPropertiesDocument,
    "\n  fragment VillaEditor_property on Property {\n    id\n    title\n    slug\n    location\n    region\n    destinationKey\n    price\n    currency\n    damageDeposit\n    description\n    longDescription\n    adminAmenities {\n      icon\n      label\n      labelDe\n    }\n    features\n    layout\n    nearbyAttractions\n    bedrooms\n    bathrooms\n    sleeps\n    discount\n    badge\n    minNights\n    published\n    updatedAt\n    translations {\n      de {\n        title\n        location\n        region\n        description\n        longDescription\n        features\n        layout\n        nearbyAttractions\n        badge\n      }\n    }\n  }\n": typeof types.VillaEditor_PropertyFragmentDoc,
    "\n  query AdminProperty($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      title\n      ...VillaStatusBar_property\n      ...VillaEditor_property\n    }\n  }\n": typeof types.AdminPropertyDocument,
    "\n  query AdminVillaChoices {\n    destinations {\n      slug\n      name\n      regions {\n        key\n        name\n      }\n    }\n    currencies {\n      code\n      symbol\n    }\n  }\n": typeof types.AdminVillaChoicesDocument,
    "\n  mutation AdminCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) {\n      id\n      ...VillaEditor_property\n    }\n  }\n": typeof types.AdminCreatePropertyDocument,
    "\n  mutation AdminUpdateProperty($id: ID!, $input: UpdatePropertyInput!) {\n    updateProperty(id: $id, input: $input) {\n      id\n      ...VillaEditor_property\n    }\n  }\n": typeof types.AdminUpdatePropertyDocument,
    "\n  mutation AdminSetPropertyPublished($id: ID!, $published: Boolean!) {\n    setPropertyPublished(id: $id, published: $published) {\n      id\n      published\n      updatedAt\n    }\n  }\n": typeof types.AdminSetPropertyPublishedDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  query LoginPageMe {\n    me {\n      id\n      name\n      email\n    }\n  }\n": typeof types.LoginPageMeDocument,
    "\n  fragment SignedInUser on User {\n    id\n    name\n    email\n    phone\n    createdAt\n    isAdmin\n    isSuspended\n  }\n": typeof types.SignedInUserFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      name\n      email\n      ...SignedInUser\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n      ...SignedInUser\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      emailVerified\n      alreadyVerified\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  fragment BasketLines_cart on Cart {\n    currency\n    subtotal\n    total\n    items {\n      id\n      propertyId\n      propertyTitle\n      checkIn\n      checkOut\n      guests\n      totalNights\n      totalPrice\n    }\n    extras {\n      id\n      extraId\n      extraTitle\n      extraCategory\n      price\n      quantity\n    }\n  }\n": typeof types.BasketLines_CartFragmentDoc,
    "\n  query BasketCount {\n    cart {\n      itemCount\n    }\n  }\n": typeof types.BasketCountDocument,
    "\n  query BasketPanel {\n    cart {\n      itemCount\n      ...BasketLines_cart\n    }\n  }\n": typeof types.BasketPanelDocument,
    "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      ...BasketLines_cart\n    }\n  }\n": typeof types.RemoveCartItemDocument,
    "\n  mutation RemoveCartExtra($id: ID!) {\n    removeCartExtra(id: $id) {\n      ...BasketLines_cart\n    }\n  }\n": typeof types.RemoveCartExtraDocument,
    "\n  query BlogPage {\n    blogArticles {\n      id\n      title\n      category\n      author\n      publishedOn\n      excerpt\n      image\n    }\n  }\n": typeof types.BlogPageDocument,
    "\n  query ChatButton {\n    company {\n      chatUrl\n    }\n  }\n": typeof types.ChatButtonDocument,
    "\n  fragment CheckoutConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    currency\n    staysAmount\n    extrasAmount\n    discountCode\n    discountAmount\n    totalAmount\n    paymentOption\n    status\n    travelDate\n    damageDepositAmount\n    damageDepositStatus\n    damageDepositClaimedAmount\n    damageDepositClaimReason\n    paymentSchedule {\n      ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n    }\n    leadGuestName\n    leadGuestEmail\n    bookings {\n      id\n      checkIn\n      checkOut\n      guests\n      totalNights\n      totalPrice\n      status\n      property {\n        id\n        title\n      }\n    }\n    extras {\n      id\n      title\n      quantity\n      totalPrice\n    }\n  }\n": typeof types.CheckoutConfirmation_OrderFragmentDoc,
    "\n  query CheckoutConfirmationOrder($orderNumber: String!) {\n    myOrder(orderNumber: $orderNumber) {\n      id\n      ...CheckoutConfirmation_order\n    }\n  }\n": typeof types.CheckoutConfirmationOrderDocument,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      replayed\n      testMode\n      clientSecret\n      payment {\n        id\n        paymentIntentId\n      }\n      order {\n        id\n        orderNumber\n        ...CheckoutConfirmation_order\n      }\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  mutation SettleOrderPayment($input: SettleOrderPaymentInput!) {\n    settleOrderPayment(input: $input) {\n      replayed\n      order {\n        id\n        status\n        ...CheckoutConfirmation_order\n      }\n    }\n  }\n": typeof types.SettleOrderPaymentDocument,
    "\n  query CheckoutPage {\n    me {\n      id\n      name\n      email\n      phone\n    }\n    cart {\n      currency\n      itemCount\n      subtotal\n      total\n      items {\n        id\n        propertyId\n        propertyTitle\n        checkIn\n        checkOut\n        guests\n        pricePerNight\n        totalNights\n        totalPrice\n        currency\n        damageDeposit\n      }\n      extras {\n        id\n        extraId\n        extraTitle\n        extraCategory\n        quantity\n        price\n        currency\n        depositAvailable\n      }\n    }\n    paymentSettings {\n      provider\n      testMode\n      currency\n      depositRate\n      depositMinWeeksBeforeCheckIn\n      balanceDueWeeksBeforeCheckIn\n      testCards\n      publishableKey\n      stripeJsUrl\n    }\n  }\n": typeof types.CheckoutPageDocument,
    "\n  query CheckoutDiscount($input: CheckoutQuoteInput) {\n    checkoutQuote(input: $input) {\n      discountCode\n      discountPercent\n    }\n  }\n": typeof types.CheckoutDiscountDocument,
    "\n  query DestinationsPage {\n    destinations {\n      slug\n      name\n      description\n      image\n      villaCount\n      regions {\n        key\n        name\n      }\n    }\n  }\n": typeof types.DestinationsPageDocument,
    "\n  query EnquirePage {\n    company {\n      email\n      phone\n      address\n      chatUrl\n    }\n  }\n": typeof types.EnquirePageDocument,
    "\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      message\n    }\n  }\n": typeof types.SubmitEnquiryDocument,
    "\n  mutation AddExtraToCart($input: AddExtraInput!) {\n    addExtraToCart(input: $input) {\n      ...BasketLines_cart\n    }\n  }\n": typeof types.AddExtraToCartDocument,
    "\n  query ExtrasPage {\n    extras {\n      id\n      name\n      category\n      description\n      price\n      currency\n      unit\n      depositAvailable\n    }\n  }\n": typeof types.ExtrasPageDocument,
    "\n  mutation SubmitFlightInquiry($input: FlightInquiryInput!) {\n    submitFlightInquiry(input: $input) {\n      message\n    }\n  }\n": typeof types.SubmitFlightInquiryDocument,
    "\n  query Footer {\n    company {\n      name\n      companyNumber\n      socialLinks {\n        label\n        url\n      }\n    }\n  }\n": typeof types.FooterDocument,
    "\n  mutation SubscribeNewsletter($input: NewsletterSubscribeInput!) {\n    subscribeNewsletter(input: $input) {\n      alreadySubscribed\n      message\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Header {\n    company {\n      name\n    }\n  }\n": typeof types.HeaderDocument,
    "\n  query HeaderMe {\n    me {\n      id\n      name\n      email\n      isAdmin\n      isOwner\n    }\n  }\n": typeof types.HeaderMeDocument,
    "\n  query Home($offers: Int!) {\n    company {\n      chatUrl\n    }\n    featuredDestinations {\n      slug\n      name\n      image\n      description\n      villaCount\n    }\n    properties(filter: { discounted: true }, sort: NEWEST, page: { offset: 0, limit: $offers }) {\n      items {\n        id\n        ...VillaCard_property\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query HomeReviews($limit: Int!, $language: Language!) {\n    reviews(page: { offset: 0, limit: $limit }, languageFirst: $language) {\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n": typeof types.HomeReviewsDocument,
    "\n  query ReviewsPanel($sort: ReviewSort!, $filter: ReviewFilter, $page: PageInput, $language: Language!) {\n    reviewSummary {\n      averageRating\n      totalCount\n      verifiedCount\n    }\n    reviews(sort: $sort, filter: $filter, page: $page, languageFirst: $language) {\n      totalCount\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n": typeof types.ReviewsPanelDocument,
    "\n  query LegalPage {\n    company {\n      name\n      legalName\n      companyNumber\n      email\n      phone\n      address\n    }\n  }\n": typeof types.LegalPageDocument,
    "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      alreadyConfirmed\n      discountCode\n      message\n    }\n  }\n": typeof types.ConfirmNewsletterDocument,
    "\n  query SpecialOffersPage {\n    festivePackages {\n      id\n      title\n      badge\n      description\n      features\n      price\n      priceUnit\n      packageType\n      period {\n        start\n        end\n      }\n    }\n    festiveOffers {\n      id\n      title\n      badge\n      region\n      location\n      image {\n        ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n      }\n      discountPercent\n      originalPrice\n      discountedPrice\n      packageType\n      villaId\n      inclusions\n      bookingPeriod {\n        start\n        end\n      }\n    }\n    properties(filter: { discounted: true }, page: { limit: 100 }) {\n      totalCount\n      items {\n        id\n        ...VillaCard_property\n      }\n    }\n  }\n": typeof types.SpecialOffersPageDocument,
    "\n  query OwnerAccess {\n    me {\n      id\n      name\n      isOwner\n      isAdmin\n    }\n  }\n": typeof types.OwnerAccessDocument,
    "\n  query OwnerVillas {\n    ownerProperties {\n      id\n      title\n      location\n      commissionPercent\n    }\n  }\n": typeof types.OwnerVillasDocument,
    "\n  query OwnerCalendar($propertyId: ID!, $range: OwnerRangeInput) {\n    ownerBookings(propertyId: $propertyId, range: $range) {\n      id\n      checkIn\n      checkOut\n      status\n      guestFirstName\n      guests\n    }\n    ownerBlocks(propertyId: $propertyId, range: $range) {\n      id\n      checkIn\n      checkOut\n      ownerStay\n      note\n    }\n  }\n": typeof types.OwnerCalendarDocument,
    "\n  mutation AddOwnerStay($propertyId: ID!, $input: OwnerStayInput!) {\n    addOwnerStay(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n": typeof types.AddOwnerStayDocument,
    "\n  mutation DeleteOwnerStay($propertyId: ID!, $blockId: ID!) {\n    deleteOwnerStay(propertyId: $propertyId, blockId: $blockId) {\n      id\n    }\n  }\n": typeof types.DeleteOwnerStayDocument,
    "\n  query OwnerStatements {\n    ownerStatements {\n      month\n      draft\n      currency\n      net\n      balanceDue\n    }\n  }\n": typeof types.OwnerStatementsDocument,
    "\n  query OwnerStatement($month: String!) {\n    ownerStatement(month: $month) {\n      month\n      draft\n      currency\n      lines {\n        reference\n        propertyTitle\n        kind\n        guestFirstName\n        checkIn\n        checkOut\n        rent\n        refunds\n        commissionPercent\n        commission\n        net\n      }\n      adjustments {\n        reference\n        month\n        description\n        amount\n      }\n      payouts {\n        id\n        reference\n        paidOn\n        amount\n      }\n      balanceCarried\n      balanceDue\n      totals {\n        rent\n        refunds\n        commission\n        net\n      }\n    }\n  }\n": typeof types.OwnerStatementDocument,
    "\n  mutation AddStayToCart($input: AddStayInput!) {\n    addStayToCart(input: $input) {\n      itemCount\n    }\n  }\n": typeof types.AddStayToCartDocument,
    "\n  query BookedRanges($propertyId: ID!, $from: String!, $to: String!) {\n    bookedRanges(propertyId: $propertyId, from: $from, to: $to) {\n      checkIn\n      checkOut\n    }\n  }\n": typeof types.BookedRangesDocument,
    "\n  query PropertyPage($id: ID!) {\n    company {\n      name\n      chatUrl\n    }\n    property(id: $id) {\n      id\n      title\n      location\n      region\n      description\n      longDescription\n      features\n      layout\n      nearbyAttractions\n      amenities {\n        icon\n        label\n      }\n      images {\n        ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n      }\n      price\n      changeoverDay\n      minNights\n      rates(upcoming: true) {\n        from\n        to\n        weeklyPrice\n      }\n      discount\n      badge\n      bedrooms\n      sleeps\n      bathrooms\n      flightsIncluded\n      country {\n        slug\n        name\n      }\n      reviewCount\n      averageRating\n      ...PropertyReviews_property\n    }\n    similarProperties(id: $id) {\n      id\n      ...VillaCard_property\n    }\n  }\n": typeof types.PropertyPageDocument,
    "\n  fragment PropertyReviews_property on Property {\n    id\n    reviewCount\n    averageRating\n    reviews(page: { offset: 0, limit: 10 }) {\n      totalCount\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n": typeof types.PropertyReviews_PropertyFragmentDoc,
    "\n  query PriceCalendar($id: ID!) {\n    property(id: $id) {\n      id\n      priceCalendar {\n        checkIn\n        checkOut\n        available\n        total\n      }\n    }\n  }\n": typeof types.PriceCalendarDocument,
    "\n  query NearestStays($id: ID!, $checkIn: String!, $checkOut: String!) {\n    bookedRanges(propertyId: $id, from: $checkIn, to: $checkOut) {\n      checkIn\n    }\n    property(id: $id) {\n      id\n      alternativeStays(checkIn: $checkIn, checkOut: $checkOut) {\n        checkIn\n        checkOut\n        total\n      }\n    }\n  }\n": typeof types.NearestStaysDocument,
    "\n  query ReviewInvitation($token: String!) {\n    reviewInvitation(token: $token) {\n      villa\n      checkIn\n      checkOut\n      author\n      validUntil\n    }\n  }\n": typeof types.ReviewInvitationDocument,
    "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n      message\n    }\n  }\n": typeof types.SubmitReviewDocument,
    "\n  query SearchMapPins($filter: PropertyFilter) {\n    propertyPins(filter: $filter) {\n      truncated\n      items {\n        id\n        title\n        latitude\n        longitude\n        fromWeeklyPrice\n      }\n    }\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n": typeof types.SearchMapPinsDocument,
    "\n  query Search($filter: PropertyFilter, $page: PageInput, $after: String, $flexible: Boolean! = false) {\n    properties(filter: $filter, page: $page, after: $after) {\n      totalCount\n      totalCountIsEstimate\n      hasNextPage\n      offset\n      endCursor\n      items {\n        id\n        title\n        ...VillaCard_property\n        stays @include(if: $flexible) {\n          checkIn\n          checkOut\n          total\n        }\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  query ShortlistPage {\n    me {\n      id\n    }\n  }\n": typeof types.ShortlistPageDocument,
    "\n  query ShortlistVillas {\n    shortlist {\n      id\n      title\n      ...ShortlistCard\n    }\n  }\n": typeof types.ShortlistVillasDocument,
    "\n  query WhyUsPage {\n    whyUsCards {\n      key\n      kind\n      icon\n      title\n      body\n    }\n  }\n": typeof types.WhyUsPageDocument,
    "\n  query Currencies {\n    currencies {\n      code\n      symbol\n      exchangeRate\n    }\n  }\n": typeof types.CurrenciesDocument,
    "\n  query HeaderShortlist {\n    shortlist {\n      id\n    }\n  }\n": typeof types.HeaderShortlistDocument,
    "\n  fragment ShortlistChange on ShortlistStatus {\n    propertyId\n    inShortlist\n    count\n    property {\n      id\n      inShortlist\n    }\n  }\n": typeof types.ShortlistChangeFragmentDoc,
    "\n  mutation PropertyAddToShortlist($propertyId: ID!) {\n    addToShortlist(propertyId: $propertyId) {\n      ...ShortlistChange\n    }\n  }\n": typeof types.PropertyAddToShortlistDocument,
    "\n  mutation RemoveFromShortlist($propertyId: ID!) {\n    removeFromShortlist(propertyId: $propertyId) {\n      ...ShortlistChange\n    }\n  }\n": typeof types.RemoveFromShortlistDocument,
};
const documents: Documents = {
    "\n  query FavouriteMe {\n    me {\n      id\n    }\n  }\n": types.FavouriteMeDocument,
    "\n  fragment PaymentTimeline_instalment on Instalment {\n    kind\n    amount\n    currency\n    dueDate\n    status\n    paidAt\n  }\n": types.PaymentTimeline_InstalmentFragmentDoc,
    "\n  fragment ResponsiveImage_image on PropertyImage {\n    url\n    width\n    height\n    alt\n    srcset\n    avifSrcset\n  }\n": types.ResponsiveImage_ImageFragmentDoc,
    "\n  fragment ReviewCard_review on Review {\n    id\n    author\n    title\n    content\n    date\n    rating\n    cleanliness\n    location\n    value\n    service\n    verified\n    source\n    reply\n    hasMedia\n    language\n    photos\n  }\n": types.ReviewCard_ReviewFragmentDoc,
    "\n  fragment ShortlistCard on Property {\n    id\n    title\n    location\n    image {\n      ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n    }\n    price\n  }\n": types.ShortlistCardFragmentDoc,
    "\n  fragment VillaCard_property on Property {\n    id\n    title\n    location\n    image {\n      ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n    }\n    price\n    fromWeeklyPrice\n    discount\n    badge\n    features\n    bedrooms\n    sleeps\n    bathrooms\n    flightsIncluded\n    reviewCount\n    averageRating\n  }\n": types.VillaCard_PropertyFragmentDoc,
    "\n  query PageTitle {\n    company {\n      name\n    }\n  }\n": types.PageTitleDocument,
    "\n  query AboutUsPage {\n    teamMembers {\n      id\n      name\n      title\n      bio\n      image\n    }\n  }\n": types.AboutUsPageDocument,
    "\n  query AbovePage($page: PageInput) {\n    properties(filter: { above: true }, page: $page) {\n      totalCount\n      items {\n        id\n        badge\n        ...VillaCard_property\n      }\n    }\n  }\n": types.AbovePageDocument,
    "\n  query AccountMe {\n    me {\n      id\n      name\n      email\n      emailVerified\n      ...AccountProfile\n    }\n  }\n": types.AccountMeDocument,
    "\n  mutation AccountLogout {\n    logout\n  }\n": types.AccountLogoutDocument,
    "\n  query MyBookings($page: PageInput) {\n    myBookings(page: $page) {\n      totalCount\n      items {\n        id\n        checkIn\n        checkOut\n        guests\n        status\n        property {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.MyBookingsDocument,
    "\n  fragment CancellationQuote_terms on CancellationQuoteView {\n    tier\n    daysBeforeArrival\n    paidAmount\n    keptAmount\n    refundAmount\n    currency\n  }\n": types.CancellationQuote_TermsFragmentDoc,
    "\n  fragment CancelOrderDialog_order on Order {\n    id\n    orderNumber\n    currency\n    cancellationQuote {\n      ...CancellationQuote_terms @unmask # a quote has no cache identity: it is read with its order\n    }\n  }\n": types.CancelOrderDialog_OrderFragmentDoc,
    "\n  query AccountCancellationQuote($id: ID!) {\n    myOrder(id: $id) {\n      id\n      ...CancelOrderDialog_order\n    }\n  }\n": types.AccountCancellationQuoteDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation ResendEmailVerification {\n    resendEmailVerification {\n      emailVerified\n      alreadyVerified\n      message\n    }\n  }\n": types.ResendEmailVerificationDocument,
    "\n  query InvoiceMe {\n    me {\n      id\n    }\n  }\n": types.InvoiceMeDocument,
    "\n  query Invoice($id: ID!) {\n    company {\n      name\n      legalName\n      companyNumber\n      address\n      email\n      phone\n    }\n    myOrder(id: $id) {\n      id\n      orderNumber\n      createdAt\n      currency\n      status\n      paymentOption\n      totalAmount\n      amountPaid\n      balanceAmount\n      balanceDueDate\n      staysAmount\n      extrasAmount\n      discountCode\n      discountAmount\n      refundedAmount\n      damageDepositAmount\n      damageDepositStatus\n      damageDepositClaimedAmount\n      damageDepositClaimReason\n      paymentSchedule {\n        ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n      }\n      payments {\n        id\n        kind\n        amount\n        status\n        createdAt\n        completedAt\n      }\n      leadGuestName\n      leadGuestEmail\n      leadGuestPhone\n      bookings {\n        id\n        checkIn\n        checkOut\n        guests\n        totalNights\n        pricePerNight\n        totalPrice\n        property {\n          id\n          title\n          location\n        }\n      }\n      extras {\n        id\n        title\n        quantity\n        unitPrice\n        totalPrice\n      }\n    }\n  }\n": types.InvoiceDocument,
    "\n  fragment AccountOrder on Order {\n    id\n    orderNumber\n    invoiceNumber\n    creditNoteNumbers\n    createdAt\n    currency\n    status\n    totalAmount\n    amountPaid\n    balanceAmount\n    balanceDueDate\n    discountCode\n    discountAmount\n    refundedAmount\n    cancelledAt\n    canPayBalance\n    damageDepositAmount\n    damageDepositStatus\n    damageDepositClaimedAmount\n    damageDepositClaimReason\n    paymentSchedule {\n      ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n    }\n    cancellationQuote {\n      ...CancellationQuote_terms\n    }\n    payments {\n      id\n      kind\n      amount\n      status\n    }\n    bookings {\n      id\n      checkIn\n      checkOut\n      status\n      property {\n        id\n        title\n      }\n    }\n  }\n": types.AccountOrderFragmentDoc,
    "\n  query MyOrders($page: PageInput) {\n    myOrders(page: $page) {\n      totalCount\n      items {\n        id\n        canPayBalance\n        ...AccountOrder\n        ...PayBalanceDialog_order\n        ...CancelOrderDialog_order\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  query AccountPaymentSettings {\n    paymentSettings {\n      provider\n      testMode\n      testCards\n      publishableKey\n      stripeJsUrl\n    }\n  }\n": types.AccountPaymentSettingsDocument,
    "\n  fragment PayBalanceDialog_order on Order {\n    id\n    orderNumber\n    currency\n    balanceAmount\n    balanceDueDate\n  }\n": types.PayBalanceDialog_OrderFragmentDoc,
    "\n  mutation PayBalance($input: PayBalanceInput!) {\n    payBalance(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      clientSecret\n      payment {\n        id\n        kind\n        amount\n        status\n        paymentIntentId\n      }\n    }\n  }\n": types.PayBalanceDocument,
    "\n  mutation SettleBalancePayment($input: SettleOrderPaymentInput!) {\n    settleOrderPayment(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      payment {\n        id\n        status\n      }\n    }\n  }\n": types.SettleBalancePaymentDocument,
    "\n  query MyDataExport {\n    myDataExport {\n      fileName\n      data\n    }\n  }\n": types.MyDataExportDocument,
    "\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n": types.DeleteMyAccountDocument,
    "\n  fragment AccountProfile on User {\n    id\n    name\n    email\n    phone\n    createdAt\n  }\n": types.AccountProfileFragmentDoc,
    "\n  query AccountShortlist {\n    shortlist {\n      id\n      ...ShortlistCard\n    }\n  }\n": types.AccountShortlistDocument,
    "\n  query TripMe {\n    me {\n      id\n    }\n  }\n": types.TripMeDocument,
    "\n  query Trip($bookingId: ID!) {\n    trip(bookingId: $bookingId) {\n      bookingId\n      villa\n      checkIn\n      checkOut\n      guideAvailableFrom\n      arrivalGuide {\n        checkInTime\n        checkOutTime\n        address\n        mapUrl\n        hostPhone\n        wifiName\n        wifiPassword\n        keyCollection\n        houseRules\n      }\n    }\n  }\n": types.TripDocument,
    "\n  query AdminAccess {\n    me {\n      id\n      name\n      isAdmin\n    }\n  }\n": types.AdminAccessDocument,
    "\n  mutation AdminCancelOrder($input: AdminCancelOrderInput!) {\n    adminCancelOrder(input: $input) {\n      replayed\n      order {\n        id\n        status\n        amountPaid\n        balanceAmount\n        balanceDueDate\n        refundedAmount\n        cancelledAt\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n    }\n  }\n": types.AdminCancelOrderDocument,
    "\n  mutation ChangeBookingDates($input: ChangeBookingDatesInput!) {\n    changeBookingDates(input: $input) {\n      id\n      checkIn\n      checkOut\n      totalNights\n    }\n  }\n": types.ChangeBookingDatesDocument,
    "\n  mutation ClaimDamageDeposit($input: ClaimDamageDepositInput!) {\n    claimDamageDeposit(input: $input) {\n      id\n      refundedAmount\n      damageDepositStatus\n      damageDepositClaimedAmount\n      damageDepositClaimReason\n    }\n  }\n": types.ClaimDamageDepositDocument,
    "\n  fragment OrderTimeline_order on Order {\n    id\n    orderNumber\n    events {\n      id\n      at\n      kind\n      fromStatus\n      toStatus\n      amount\n      currency\n      reason\n      dates {\n        previousCheckIn\n        previousCheckOut\n        checkIn\n        checkOut\n      }\n      actor {\n        userId\n        name\n        job\n      }\n    }\n  }\n": types.OrderTimeline_OrderFragmentDoc,
    "\n  query Insights($range: InsightsRange!, $destination: String, $propertyId: ID) {\n    insights(range: $range, destination: $destination, propertyId: $propertyId) {\n      from\n      to\n      currency\n      villas\n      availableNights\n      blockedNights\n      bookedNights\n      occupancy\n      rent\n      adr\n      revPan\n      revenueByMonth {\n        month\n        booked\n        earned\n        bookedLastYear\n        earnedLastYear\n      }\n      pace {\n        month\n        nightsOnBooks\n        nightsLastYear\n      }\n      leadTime {\n        label\n        count\n      }\n      stayLength {\n        label\n        count\n      }\n      cancellations {\n        orders\n        nights\n        refundedAmount\n        keptAmount\n      }\n      funnel {\n        day\n        search\n        villaView\n        basketAdd\n        checkoutStart\n        paid\n      }\n    }\n  }\n": types.InsightsDocument,
    "\n  query AdminAudit($filter: AuditFilter, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        action\n        actorEmail\n        targetEmail\n        targetId\n        targetType\n        targetLabel\n        changes {\n          field\n          before\n          after\n        }\n        createdAt\n      }\n    }\n  }\n": types.AdminAuditDocument,
    "\n  query AdminBookings($filter: AdminBookingFilter, $page: PageInput) {\n    adminBookings(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        checkIn\n        checkOut\n        guests\n        status\n        property {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.AdminBookingsDocument,
    "\n  query AdminMailTemplates {\n    mailTemplates {\n      kind\n      audience\n    }\n  }\n": types.AdminMailTemplatesDocument,
    "\n  query AdminMailPreview($kind: String!, $language: Language!) {\n    mailPreview(kind: $kind, language: $language) {\n      kind\n      language\n      to\n      subject\n      text\n      attachments {\n        filename\n        contentType\n      }\n    }\n  }\n": types.AdminMailPreviewDocument,
    "\n  query AdminEnquiries($filter: EnquiryFilter, $page: PageInput) {\n    adminEnquiries(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        createdAt\n        name\n        email\n        phone\n        subject\n        message\n        locale\n        status\n        statusChangedAt\n      }\n    }\n  }\n": types.AdminEnquiriesDocument,
    "\n  query AdminFlightInquiries($filter: EnquiryFilter, $page: PageInput) {\n    adminFlightInquiries(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        createdAt\n        name\n        email\n        phone\n        passengers\n        departureCountry\n        departureCity\n        destinationCountry\n        destinationCity\n        departureDate\n        returnDate\n        message\n        locale\n        status\n        statusChangedAt\n      }\n    }\n  }\n": types.AdminFlightInquiriesDocument,
    "\n  mutation AdminSetEnquiryStatus($input: SetEnquiryStatusInput!) {\n    setEnquiryStatus(input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n": types.AdminSetEnquiryStatusDocument,
    "\n  mutation AdminSetFlightInquiryStatus($input: SetEnquiryStatusInput!) {\n    setFlightInquiryStatus(input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n": types.AdminSetFlightInquiryStatusDocument,
    "\n  query AdminNewsletter($filter: NewsletterSubscriberFilter, $page: PageInput) {\n    newsletterSubscribers(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        email\n        name\n        subscribed\n        confirmed\n        subscribedAt\n      }\n    }\n  }\n": types.AdminNewsletterDocument,
    "\n  query AdminOrders($filter: AdminOrderFilter, $page: PageInput) {\n    adminOrders(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        orderNumber\n        createdAt\n        currency\n        status\n        totalAmount\n        amountPaid\n        balanceAmount\n        balanceDueDate\n        refundedAmount\n        damageDepositAmount\n        damageDepositStatus\n        damageDepositClaimedAmount\n        damageDepositClaimReason\n        invoiceNumber\n        creditNoteNumbers\n        leadGuestName\n        leadGuestEmail\n        events {\n          id\n          kind\n        }\n        ...OrderTimeline_order\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      userCount\n      adminCount\n      suspendedUserCount\n      bookingCount\n      pendingBookingCount\n      confirmedBookingCount\n      cancelledBookingCount\n      orderCount\n      overdueOrderCount\n      activeSubscriberCount\n      pendingSubscriberCount\n      unsubscribedCount\n      paymentCount\n      completedPaymentCount\n      refundCount\n      revenue {\n        currency\n        amount\n      }\n      inbox {\n        newEnquiries\n        newFlightInquiries\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AdminPayments($filter: AdminPaymentFilter, $page: PageInput) {\n    adminPayments(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        kind\n        reason\n        paymentIntentId\n        amount\n        currency\n        status\n        createdAt\n        order {\n          id\n          orderNumber\n        }\n        user {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": types.AdminPaymentsDocument,
    "\n  query AdminReviewQueue($filter: ReviewQueueFilter, $page: PageInput) {\n    reviewQueue(filter: $filter, page: $page) {\n      totalCount\n      hasNextPage\n      items {\n        id\n        status\n        rejectionReason\n        rejectionNote\n        villa\n        submittedAt\n        review {\n          id\n          author\n          title\n          content\n          date\n          rating\n          cleanliness\n          location\n          value\n          service\n          language\n          source\n          reply\n        }\n      }\n    }\n  }\n": types.AdminReviewQueueDocument,
    "\n  mutation AdminApproveReview($id: ID!) {\n    approveReview(id: $id) {\n      id\n      status\n    }\n  }\n": types.AdminApproveReviewDocument,
    "\n  mutation AdminRejectReview($id: ID!, $input: RejectReviewInput!) {\n    rejectReview(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.AdminRejectReviewDocument,
    "\n  mutation AdminReplyToReview($id: ID!, $input: ReviewReplyInput!) {\n    replyToReview(id: $id, input: $input) {\n      id\n      review {\n        id\n        reply\n      }\n    }\n  }\n": types.AdminReplyToReviewDocument,
    "\n  query AdminUsers($filter: AdminUserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        createdAt\n        isAdmin\n        isSuspended\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n    mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!) {\n      suspendUser(userId: $userId, suspend: $suspend) {\n        id\n        isSuspended\n      }\n    }\n  ": types.AdminSuspendUserDocument,
    "\n    mutation AdminSetUserAdmin($userId: ID!, $isAdmin: Boolean!) {\n      setUserAdmin(userId: $userId, isAdmin: $isAdmin) {\n        id\n        isAdmin\n      }\n    }\n  ": types.AdminSetUserAdminDocument,
    "\n    mutation AdminDeleteUser($userId: ID!) {\n      deleteUser(userId: $userId) {\n        id\n        message\n      }\n    }\n  ": types.AdminDeleteUserDocument,
    "\n  query AdminOwners($page: PageInput) {\n    owners(page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        villaCount\n        currency\n        balanceDue\n      }\n    }\n  }\n": types.AdminOwnersDocument,
    "\n  query AdminOwnerPayouts($page: PageInput) {\n    ownerPayouts(page: $page) {\n      totalCount\n      items {\n        id\n        ownerName\n        ownerEmail\n        amount\n        currency\n        reference\n        paidOn\n      }\n    }\n  }\n": types.AdminOwnerPayoutsDocument,
    "\n  mutation RecordOwnerPayout($input: RecordOwnerPayoutInput!) {\n    recordOwnerPayout(input: $input) {\n      id\n    }\n  }\n": types.RecordOwnerPayoutDocument,
    "\n  mutation CloseOwnerStatements($input: CloseOwnerStatementsInput!) {\n    closeOwnerStatements(input: $input) {\n      months\n      statements\n    }\n  }\n": types.CloseOwnerStatementsDocument,
    "\n  query AdminOwnerStatement($month: String!, $ownerId: ID!) {\n    ownerStatement(month: $month, ownerId: $ownerId) {\n      month\n      draft\n      currency\n      lines {\n        reference\n      }\n      adjustments {\n        reference\n        amount\n      }\n      payouts {\n        id\n        amount\n      }\n      balanceCarried\n      balanceDue\n      totals {\n        rent\n        refunds\n        commission\n        net\n      }\n    }\n  }\n": types.AdminOwnerStatementDocument,
    "\n  query AdminArrivalGuide($id: ID!) {\n    arrivalGuide(propertyId: $id) {\n      propertyId\n      checkInTime\n      checkOutTime\n      address\n      mapUrl\n      hostPhone\n      wifiName\n      wifiPassword\n      keyCollectionEn\n      keyCollectionDe\n      houseRulesEn\n      houseRulesDe\n    }\n  }\n": types.AdminArrivalGuideDocument,
    "\n  mutation AdminSetArrivalGuide($id: ID!, $input: ArrivalGuideInput!) {\n    setArrivalGuide(propertyId: $id, input: $input) {\n      propertyId\n      checkInTime\n      checkOutTime\n      address\n      mapUrl\n      hostPhone\n      wifiName\n      wifiPassword\n      keyCollectionEn\n      keyCollectionDe\n      houseRulesEn\n      houseRulesDe\n    }\n  }\n": types.AdminSetArrivalGuideDocument,
    "\n  mutation AdminSetChangeoverDay($id: ID!, $changeoverDay: Int) {\n    updateProperty(id: $id, input: { changeoverDay: $changeoverDay }) {\n      id\n      updatedAt\n      changeoverDay\n    }\n  }\n": types.AdminSetChangeoverDayDocument,
    "\n  mutation AdminSetMapPoint($id: ID!, $latitude: Float, $longitude: Float) {\n    updateProperty(id: $id, input: { latitude: $latitude, longitude: $longitude }) {\n      id\n      updatedAt\n      latitude\n      longitude\n    }\n  }\n": types.AdminSetMapPointDocument,
    "\n  mutation AdminSetPropertyRates($input: SetPropertyRatesInput!) {\n    setPropertyRates(input: $input) {\n      id\n      updatedAt\n      rates {\n        from\n        to\n        weeklyPrice\n      }\n    }\n  }\n": types.AdminSetPropertyRatesDocument,
    "\n  query AdminVillaRates($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      currency\n      changeoverDay\n      latitude\n      longitude\n      rates {\n        from\n        to\n        weeklyPrice\n      }\n    }\n  }\n": types.AdminVillaRatesDocument,
    "\n  fragment VillaStatusBar_property on Property {\n    id\n    title\n    published\n    updatedAt\n  }\n": types.VillaStatusBar_PropertyFragmentDoc,
    "\n  fragment VillaPhotos_image on PropertyImage {\n    id\n    altEn\n    altDe\n    ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n  }\n": types.VillaPhotos_ImageFragmentDoc,
    "\n  query AdminPropertyPhotos($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      images {\n        ...VillaPhotos_image @unmask # the photo list reorders and edits the photos it reads\n      }\n    }\n  }\n": types.AdminPropertyPhotosDocument,
    "\n  mutation AdminReorderPropertyImages($input: ReorderPropertyImagesInput!) {\n    reorderPropertyImages(input: $input) {\n      ...VillaPhotos_image\n    }\n  }\n": types.AdminReorderPropertyImagesDocument,
    "\n  mutation AdminUpdatePropertyImageAlt($input: PropertyImageAltInput!) {\n    updatePropertyImageAlt(input: $input) {\n      ...VillaPhotos_image\n    }\n  }\n": types.AdminUpdatePropertyImageAltDocument,
    "\n  mutation AdminDeletePropertyImage($propertyId: ID!, $imageId: ID!) {\n    deletePropertyImage(propertyId: $propertyId, imageId: $imageId) {\n      ...VillaPhotos_image\n    }\n  }\n": types.AdminDeletePropertyImageDocument,
    "\n  query VillaCalendar($propertyId: ID!) {\n    adminCalendarBlocks(propertyId: $propertyId) {\n      id\n      checkIn\n      checkOut\n      reason\n      importId\n      ownerStay\n    }\n    adminIcalExport(propertyId: $propertyId) {\n      exportUrl\n    }\n    adminIcalImports(propertyId: $propertyId) {\n      id\n      url\n      lastSyncedAt\n      lastError\n      blockCount\n      conflicts {\n        uid\n        checkIn\n        checkOut\n        summary\n      }\n    }\n  }\n": types.VillaCalendarDocument,
    "\n  mutation AddCalendarBlock($propertyId: ID!, $input: CalendarBlockInput!) {\n    addCalendarBlock(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n": types.AddCalendarBlockDocument,
    "\n  mutation DeleteCalendarBlock($propertyId: ID!, $blockId: ID!) {\n    deleteCalendarBlock(propertyId: $propertyId, blockId: $blockId) {\n      id\n    }\n  }\n": types.DeleteCalendarBlockDocument,
    "\n  mutation RotateIcalExport($propertyId: ID!) {\n    rotateIcalExport(propertyId: $propertyId) {\n      exportUrl\n    }\n  }\n": types.RotateIcalExportDocument,
    "\n  mutation AddIcalImport($propertyId: ID!, $input: IcalImportInput!) {\n    addIcalImport(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n": types.AddIcalImportDocument,
    "\n  mutation DeleteIcalImport($propertyId: ID!, $importId: ID!) {\n    deleteIcalImport(propertyId: $propertyId, importId: $importId) {\n      id\n    }\n  }\n": types.DeleteIcalImportDocument,
    "\n  mutation SyncIcalImports($propertyId: ID!) {\n    syncIcalImports(propertyId: $propertyId) {\n      id\n      lastSyncedAt\n      lastError\n      blockCount\n    }\n  }\n": types.SyncIcalImportsDocument,
    "\n  query VillaOwner($propertyId: ID!) {\n    propertyOwner(propertyId: $propertyId) {\n      ownerId\n      ownerName\n      ownerEmail\n      commissionPercent\n    }\n  }\n": types.VillaOwnerDocument,
    "\n  mutation SetPropertyOwner($propertyId: ID!, $input: SetPropertyOwnerInput!) {\n    setPropertyOwner(propertyId: $propertyId, input: $input) {\n      ownerId\n      invited\n    }\n  }\n": types.SetPropertyOwnerDocument,
    "\n  query AdminProperties($filter: AdminPropertyFilter, $page: PageInput) {\n    adminProperties(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        title\n        slug\n        location\n        region\n        price\n        currency\n        sleeps\n        bedrooms\n        published\n        updatedAt\n      }\n    }\n  }\n": types.AdminPropertiesDocument,
    "\n  fragment VillaEditor_property on Property {\n    id\n    title\n    slug\n    location\n    region\n    destinationKey\n    price\n    currency\n    damageDeposit\n    description\n    longDescription\n    adminAmenities {\n      icon\n      label\n      labelDe\n    }\n    features\n    layout\n    nearbyAttractions\n    bedrooms\n    bathrooms\n    sleeps\n    discount\n    badge\n    minNights\n    published\n    updatedAt\n    translations {\n      de {\n        title\n        location\n        region\n        description\n        longDescription\n        features\n        layout\n        nearbyAttractions\n        badge\n      }\n    }\n  }\n": types.VillaEditor_PropertyFragmentDoc,
    "\n  query AdminProperty($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      title\n      ...VillaStatusBar_property\n      ...VillaEditor_property\n    }\n  }\n": types.AdminPropertyDocument,
    "\n  query AdminVillaChoices {\n    destinations {\n      slug\n      name\n      regions {\n        key\n        name\n      }\n    }\n    currencies {\n      code\n      symbol\n    }\n  }\n": types.AdminVillaChoicesDocument,
    "\n  mutation AdminCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) {\n      id\n      ...VillaEditor_property\n    }\n  }\n": types.AdminCreatePropertyDocument,
    "\n  mutation AdminUpdateProperty($id: ID!, $input: UpdatePropertyInput!) {\n    updateProperty(id: $id, input: $input) {\n      id\n      ...VillaEditor_property\n    }\n  }\n": types.AdminUpdatePropertyDocument,
    "\n  mutation AdminSetPropertyPublished($id: ID!, $published: Boolean!) {\n    setPropertyPublished(id: $id, published: $published) {\n      id\n      published\n      updatedAt\n    }\n  }\n": types.AdminSetPropertyPublishedDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input)\n  }\n": types.ForgotPasswordDocument,
    "\n  query LoginPageMe {\n    me {\n      id\n      name\n      email\n    }\n  }\n": types.LoginPageMeDocument,
    "\n  fragment SignedInUser on User {\n    id\n    name\n    email\n    phone\n    createdAt\n    isAdmin\n    isSuspended\n  }\n": types.SignedInUserFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      name\n      email\n      ...SignedInUser\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n      ...SignedInUser\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      emailVerified\n      alreadyVerified\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  fragment BasketLines_cart on Cart {\n    currency\n    subtotal\n    total\n    items {\n      id\n      propertyId\n      propertyTitle\n      checkIn\n      checkOut\n      guests\n      totalNights\n      totalPrice\n    }\n    extras {\n      id\n      extraId\n      extraTitle\n      extraCategory\n      price\n      quantity\n    }\n  }\n": types.BasketLines_CartFragmentDoc,
    "\n  query BasketCount {\n    cart {\n      itemCount\n    }\n  }\n": types.BasketCountDocument,
    "\n  query BasketPanel {\n    cart {\n      itemCount\n      ...BasketLines_cart\n    }\n  }\n": types.BasketPanelDocument,
    "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      ...BasketLines_cart\n    }\n  }\n": types.RemoveCartItemDocument,
    "\n  mutation RemoveCartExtra($id: ID!) {\n    removeCartExtra(id: $id) {\n      ...BasketLines_cart\n    }\n  }\n": types.RemoveCartExtraDocument,
    "\n  query BlogPage {\n    blogArticles {\n      id\n      title\n      category\n      author\n      publishedOn\n      excerpt\n      image\n    }\n  }\n": types.BlogPageDocument,
    "\n  query ChatButton {\n    company {\n      chatUrl\n    }\n  }\n": types.ChatButtonDocument,
    "\n  fragment CheckoutConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    currency\n    staysAmount\n    extrasAmount\n    discountCode\n    discountAmount\n    totalAmount\n    paymentOption\n    status\n    travelDate\n    damageDepositAmount\n    damageDepositStatus\n    damageDepositClaimedAmount\n    damageDepositClaimReason\n    paymentSchedule {\n      ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n    }\n    leadGuestName\n    leadGuestEmail\n    bookings {\n      id\n      checkIn\n      checkOut\n      guests\n      totalNights\n      totalPrice\n      status\n      property {\n        id\n        title\n      }\n    }\n    extras {\n      id\n      title\n      quantity\n      totalPrice\n    }\n  }\n": types.CheckoutConfirmation_OrderFragmentDoc,
    "\n  query CheckoutConfirmationOrder($orderNumber: String!) {\n    myOrder(orderNumber: $orderNumber) {\n      id\n      ...CheckoutConfirmation_order\n    }\n  }\n": types.CheckoutConfirmationOrderDocument,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      replayed\n      testMode\n      clientSecret\n      payment {\n        id\n        paymentIntentId\n      }\n      order {\n        id\n        orderNumber\n        ...CheckoutConfirmation_order\n      }\n    }\n  }\n": types.CheckoutDocument,
    "\n  mutation SettleOrderPayment($input: SettleOrderPaymentInput!) {\n    settleOrderPayment(input: $input) {\n      replayed\n      order {\n        id\n        status\n        ...CheckoutConfirmation_order\n      }\n    }\n  }\n": types.SettleOrderPaymentDocument,
    "\n  query CheckoutPage {\n    me {\n      id\n      name\n      email\n      phone\n    }\n    cart {\n      currency\n      itemCount\n      subtotal\n      total\n      items {\n        id\n        propertyId\n        propertyTitle\n        checkIn\n        checkOut\n        guests\n        pricePerNight\n        totalNights\n        totalPrice\n        currency\n        damageDeposit\n      }\n      extras {\n        id\n        extraId\n        extraTitle\n        extraCategory\n        quantity\n        price\n        currency\n        depositAvailable\n      }\n    }\n    paymentSettings {\n      provider\n      testMode\n      currency\n      depositRate\n      depositMinWeeksBeforeCheckIn\n      balanceDueWeeksBeforeCheckIn\n      testCards\n      publishableKey\n      stripeJsUrl\n    }\n  }\n": types.CheckoutPageDocument,
    "\n  query CheckoutDiscount($input: CheckoutQuoteInput) {\n    checkoutQuote(input: $input) {\n      discountCode\n      discountPercent\n    }\n  }\n": types.CheckoutDiscountDocument,
    "\n  query DestinationsPage {\n    destinations {\n      slug\n      name\n      description\n      image\n      villaCount\n      regions {\n        key\n        name\n      }\n    }\n  }\n": types.DestinationsPageDocument,
    "\n  query EnquirePage {\n    company {\n      email\n      phone\n      address\n      chatUrl\n    }\n  }\n": types.EnquirePageDocument,
    "\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      message\n    }\n  }\n": types.SubmitEnquiryDocument,
    "\n  mutation AddExtraToCart($input: AddExtraInput!) {\n    addExtraToCart(input: $input) {\n      ...BasketLines_cart\n    }\n  }\n": types.AddExtraToCartDocument,
    "\n  query ExtrasPage {\n    extras {\n      id\n      name\n      category\n      description\n      price\n      currency\n      unit\n      depositAvailable\n    }\n  }\n": types.ExtrasPageDocument,
    "\n  mutation SubmitFlightInquiry($input: FlightInquiryInput!) {\n    submitFlightInquiry(input: $input) {\n      message\n    }\n  }\n": types.SubmitFlightInquiryDocument,
    "\n  query Footer {\n    company {\n      name\n      companyNumber\n      socialLinks {\n        label\n        url\n      }\n    }\n  }\n": types.FooterDocument,
    "\n  mutation SubscribeNewsletter($input: NewsletterSubscribeInput!) {\n    subscribeNewsletter(input: $input) {\n      alreadySubscribed\n      message\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Header {\n    company {\n      name\n    }\n  }\n": types.HeaderDocument,
    "\n  query HeaderMe {\n    me {\n      id\n      name\n      email\n      isAdmin\n      isOwner\n    }\n  }\n": types.HeaderMeDocument,
    "\n  query Home($offers: Int!) {\n    company {\n      chatUrl\n    }\n    featuredDestinations {\n      slug\n      name\n      image\n      description\n      villaCount\n    }\n    properties(filter: { discounted: true }, sort: NEWEST, page: { offset: 0, limit: $offers }) {\n      items {\n        id\n        ...VillaCard_property\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  query HomeReviews($limit: Int!, $language: Language!) {\n    reviews(page: { offset: 0, limit: $limit }, languageFirst: $language) {\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n": types.HomeReviewsDocument,
    "\n  query ReviewsPanel($sort: ReviewSort!, $filter: ReviewFilter, $page: PageInput, $language: Language!) {\n    reviewSummary {\n      averageRating\n      totalCount\n      verifiedCount\n    }\n    reviews(sort: $sort, filter: $filter, page: $page, languageFirst: $language) {\n      totalCount\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n": types.ReviewsPanelDocument,
    "\n  query LegalPage {\n    company {\n      name\n      legalName\n      companyNumber\n      email\n      phone\n      address\n    }\n  }\n": types.LegalPageDocument,
    "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      alreadyConfirmed\n      discountCode\n      message\n    }\n  }\n": types.ConfirmNewsletterDocument,
    "\n  query SpecialOffersPage {\n    festivePackages {\n      id\n      title\n      badge\n      description\n      features\n      price\n      priceUnit\n      packageType\n      period {\n        start\n        end\n      }\n    }\n    festiveOffers {\n      id\n      title\n      badge\n      region\n      location\n      image {\n        ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n      }\n      discountPercent\n      originalPrice\n      discountedPrice\n      packageType\n      villaId\n      inclusions\n      bookingPeriod {\n        start\n        end\n      }\n    }\n    properties(filter: { discounted: true }, page: { limit: 100 }) {\n      totalCount\n      items {\n        id\n        ...VillaCard_property\n      }\n    }\n  }\n": types.SpecialOffersPageDocument,
    "\n  query OwnerAccess {\n    me {\n      id\n      name\n      isOwner\n      isAdmin\n    }\n  }\n": types.OwnerAccessDocument,
    "\n  query OwnerVillas {\n    ownerProperties {\n      id\n      title\n      location\n      commissionPercent\n    }\n  }\n": types.OwnerVillasDocument,
    "\n  query OwnerCalendar($propertyId: ID!, $range: OwnerRangeInput) {\n    ownerBookings(propertyId: $propertyId, range: $range) {\n      id\n      checkIn\n      checkOut\n      status\n      guestFirstName\n      guests\n    }\n    ownerBlocks(propertyId: $propertyId, range: $range) {\n      id\n      checkIn\n      checkOut\n      ownerStay\n      note\n    }\n  }\n": types.OwnerCalendarDocument,
    "\n  mutation AddOwnerStay($propertyId: ID!, $input: OwnerStayInput!) {\n    addOwnerStay(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n": types.AddOwnerStayDocument,
    "\n  mutation DeleteOwnerStay($propertyId: ID!, $blockId: ID!) {\n    deleteOwnerStay(propertyId: $propertyId, blockId: $blockId) {\n      id\n    }\n  }\n": types.DeleteOwnerStayDocument,
    "\n  query OwnerStatements {\n    ownerStatements {\n      month\n      draft\n      currency\n      net\n      balanceDue\n    }\n  }\n": types.OwnerStatementsDocument,
    "\n  query OwnerStatement($month: String!) {\n    ownerStatement(month: $month) {\n      month\n      draft\n      currency\n      lines {\n        reference\n        propertyTitle\n        kind\n        guestFirstName\n        checkIn\n        checkOut\n        rent\n        refunds\n        commissionPercent\n        commission\n        net\n      }\n      adjustments {\n        reference\n        month\n        description\n        amount\n      }\n      payouts {\n        id\n        reference\n        paidOn\n        amount\n      }\n      balanceCarried\n      balanceDue\n      totals {\n        rent\n        refunds\n        commission\n        net\n      }\n    }\n  }\n": types.OwnerStatementDocument,
    "\n  mutation AddStayToCart($input: AddStayInput!) {\n    addStayToCart(input: $input) {\n      itemCount\n    }\n  }\n": types.AddStayToCartDocument,
    "\n  query BookedRanges($propertyId: ID!, $from: String!, $to: String!) {\n    bookedRanges(propertyId: $propertyId, from: $from, to: $to) {\n      checkIn\n      checkOut\n    }\n  }\n": types.BookedRangesDocument,
    "\n  query PropertyPage($id: ID!) {\n    company {\n      name\n      chatUrl\n    }\n    property(id: $id) {\n      id\n      title\n      location\n      region\n      description\n      longDescription\n      features\n      layout\n      nearbyAttractions\n      amenities {\n        icon\n        label\n      }\n      images {\n        ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n      }\n      price\n      changeoverDay\n      minNights\n      rates(upcoming: true) {\n        from\n        to\n        weeklyPrice\n      }\n      discount\n      badge\n      bedrooms\n      sleeps\n      bathrooms\n      flightsIncluded\n      country {\n        slug\n        name\n      }\n      reviewCount\n      averageRating\n      ...PropertyReviews_property\n    }\n    similarProperties(id: $id) {\n      id\n      ...VillaCard_property\n    }\n  }\n": types.PropertyPageDocument,
    "\n  fragment PropertyReviews_property on Property {\n    id\n    reviewCount\n    averageRating\n    reviews(page: { offset: 0, limit: 10 }) {\n      totalCount\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n": types.PropertyReviews_PropertyFragmentDoc,
    "\n  query PriceCalendar($id: ID!) {\n    property(id: $id) {\n      id\n      priceCalendar {\n        checkIn\n        checkOut\n        available\n        total\n      }\n    }\n  }\n": types.PriceCalendarDocument,
    "\n  query NearestStays($id: ID!, $checkIn: String!, $checkOut: String!) {\n    bookedRanges(propertyId: $id, from: $checkIn, to: $checkOut) {\n      checkIn\n    }\n    property(id: $id) {\n      id\n      alternativeStays(checkIn: $checkIn, checkOut: $checkOut) {\n        checkIn\n        checkOut\n        total\n      }\n    }\n  }\n": types.NearestStaysDocument,
    "\n  query ReviewInvitation($token: String!) {\n    reviewInvitation(token: $token) {\n      villa\n      checkIn\n      checkOut\n      author\n      validUntil\n    }\n  }\n": types.ReviewInvitationDocument,
    "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n      message\n    }\n  }\n": types.SubmitReviewDocument,
    "\n  query SearchMapPins($filter: PropertyFilter) {\n    propertyPins(filter: $filter) {\n      truncated\n      items {\n        id\n        title\n        latitude\n        longitude\n        fromWeeklyPrice\n      }\n    }\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n": types.SearchMapPinsDocument,
    "\n  query Search($filter: PropertyFilter, $page: PageInput, $after: String, $flexible: Boolean! = false) {\n    properties(filter: $filter, page: $page, after: $after) {\n      totalCount\n      totalCountIsEstimate\n      hasNextPage\n      offset\n      endCursor\n      items {\n        id\n        title\n        ...VillaCard_property\n        stays @include(if: $flexible) {\n          checkIn\n          checkOut\n          total\n        }\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  query ShortlistPage {\n    me {\n      id\n    }\n  }\n": types.ShortlistPageDocument,
    "\n  query ShortlistVillas {\n    shortlist {\n      id\n      title\n      ...ShortlistCard\n    }\n  }\n": types.ShortlistVillasDocument,
    "\n  query WhyUsPage {\n    whyUsCards {\n      key\n      kind\n      icon\n      title\n      body\n    }\n  }\n": types.WhyUsPageDocument,
    "\n  query Currencies {\n    currencies {\n      code\n      symbol\n      exchangeRate\n    }\n  }\n": types.CurrenciesDocument,
    "\n  query HeaderShortlist {\n    shortlist {\n      id\n    }\n  }\n": types.HeaderShortlistDocument,
    "\n  fragment ShortlistChange on ShortlistStatus {\n    propertyId\n    inShortlist\n    count\n    property {\n      id\n      inShortlist\n    }\n  }\n": types.ShortlistChangeFragmentDoc,
    "\n  mutation PropertyAddToShortlist($propertyId: ID!) {\n    addToShortlist(propertyId: $propertyId) {\n      ...ShortlistChange\n    }\n  }\n": types.PropertyAddToShortlistDocument,
    "\n  mutation RemoveFromShortlist($propertyId: ID!) {\n    removeFromShortlist(propertyId: $propertyId) {\n      ...ShortlistChange\n    }\n  }\n": types.RemoveFromShortlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavouriteMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query FavouriteMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentTimeline_instalment on Instalment {\n    kind\n    amount\n    currency\n    dueDate\n    status\n    paidAt\n  }\n"): (typeof documents)["\n  fragment PaymentTimeline_instalment on Instalment {\n    kind\n    amount\n    currency\n    dueDate\n    status\n    paidAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponsiveImage_image on PropertyImage {\n    url\n    width\n    height\n    alt\n    srcset\n    avifSrcset\n  }\n"): (typeof documents)["\n  fragment ResponsiveImage_image on PropertyImage {\n    url\n    width\n    height\n    alt\n    srcset\n    avifSrcset\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewCard_review on Review {\n    id\n    author\n    title\n    content\n    date\n    rating\n    cleanliness\n    location\n    value\n    service\n    verified\n    source\n    reply\n    hasMedia\n    language\n    photos\n  }\n"): (typeof documents)["\n  fragment ReviewCard_review on Review {\n    id\n    author\n    title\n    content\n    date\n    rating\n    cleanliness\n    location\n    value\n    service\n    verified\n    source\n    reply\n    hasMedia\n    language\n    photos\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShortlistCard on Property {\n    id\n    title\n    location\n    image {\n      ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n    }\n    price\n  }\n"): (typeof documents)["\n  fragment ShortlistCard on Property {\n    id\n    title\n    location\n    image {\n      ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n    }\n    price\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VillaCard_property on Property {\n    id\n    title\n    location\n    image {\n      ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n    }\n    price\n    fromWeeklyPrice\n    discount\n    badge\n    features\n    bedrooms\n    sleeps\n    bathrooms\n    flightsIncluded\n    reviewCount\n    averageRating\n  }\n"): (typeof documents)["\n  fragment VillaCard_property on Property {\n    id\n    title\n    location\n    image {\n      ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n    }\n    price\n    fromWeeklyPrice\n    discount\n    badge\n    features\n    bedrooms\n    sleeps\n    bathrooms\n    flightsIncluded\n    reviewCount\n    averageRating\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageTitle {\n    company {\n      name\n    }\n  }\n"): (typeof documents)["\n  query PageTitle {\n    company {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutUsPage {\n    teamMembers {\n      id\n      name\n      title\n      bio\n      image\n    }\n  }\n"): (typeof documents)["\n  query AboutUsPage {\n    teamMembers {\n      id\n      name\n      title\n      bio\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AbovePage($page: PageInput) {\n    properties(filter: { above: true }, page: $page) {\n      totalCount\n      items {\n        id\n        badge\n        ...VillaCard_property\n      }\n    }\n  }\n"): (typeof documents)["\n  query AbovePage($page: PageInput) {\n    properties(filter: { above: true }, page: $page) {\n      totalCount\n      items {\n        id\n        badge\n        ...VillaCard_property\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountMe {\n    me {\n      id\n      name\n      email\n      emailVerified\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  query AccountMe {\n    me {\n      id\n      name\n      email\n      emailVerified\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation AccountLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings($page: PageInput) {\n    myBookings(page: $page) {\n      totalCount\n      items {\n        id\n        checkIn\n        checkOut\n        guests\n        status\n        property {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBookings($page: PageInput) {\n    myBookings(page: $page) {\n      totalCount\n      items {\n        id\n        checkIn\n        checkOut\n        guests\n        status\n        property {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancellationQuote_terms on CancellationQuoteView {\n    tier\n    daysBeforeArrival\n    paidAmount\n    keptAmount\n    refundAmount\n    currency\n  }\n"): (typeof documents)["\n  fragment CancellationQuote_terms on CancellationQuoteView {\n    tier\n    daysBeforeArrival\n    paidAmount\n    keptAmount\n    refundAmount\n    currency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancelOrderDialog_order on Order {\n    id\n    orderNumber\n    currency\n    cancellationQuote {\n      ...CancellationQuote_terms @unmask # a quote has no cache identity: it is read with its order\n    }\n  }\n"): (typeof documents)["\n  fragment CancelOrderDialog_order on Order {\n    id\n    orderNumber\n    currency\n    cancellationQuote {\n      ...CancellationQuote_terms @unmask # a quote has no cache identity: it is read with its order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountCancellationQuote($id: ID!) {\n    myOrder(id: $id) {\n      id\n      ...CancelOrderDialog_order\n    }\n  }\n"): (typeof documents)["\n  query AccountCancellationQuote($id: ID!) {\n    myOrder(id: $id) {\n      id\n      ...CancelOrderDialog_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailVerification {\n    resendEmailVerification {\n      emailVerified\n      alreadyVerified\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendEmailVerification {\n    resendEmailVerification {\n      emailVerified\n      alreadyVerified\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query InvoiceMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoice($id: ID!) {\n    company {\n      name\n      legalName\n      companyNumber\n      address\n      email\n      phone\n    }\n    myOrder(id: $id) {\n      id\n      orderNumber\n      createdAt\n      currency\n      status\n      paymentOption\n      totalAmount\n      amountPaid\n      balanceAmount\n      balanceDueDate\n      staysAmount\n      extrasAmount\n      discountCode\n      discountAmount\n      refundedAmount\n      damageDepositAmount\n      damageDepositStatus\n      damageDepositClaimedAmount\n      damageDepositClaimReason\n      paymentSchedule {\n        ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n      }\n      payments {\n        id\n        kind\n        amount\n        status\n        createdAt\n        completedAt\n      }\n      leadGuestName\n      leadGuestEmail\n      leadGuestPhone\n      bookings {\n        id\n        checkIn\n        checkOut\n        guests\n        totalNights\n        pricePerNight\n        totalPrice\n        property {\n          id\n          title\n          location\n        }\n      }\n      extras {\n        id\n        title\n        quantity\n        unitPrice\n        totalPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query Invoice($id: ID!) {\n    company {\n      name\n      legalName\n      companyNumber\n      address\n      email\n      phone\n    }\n    myOrder(id: $id) {\n      id\n      orderNumber\n      createdAt\n      currency\n      status\n      paymentOption\n      totalAmount\n      amountPaid\n      balanceAmount\n      balanceDueDate\n      staysAmount\n      extrasAmount\n      discountCode\n      discountAmount\n      refundedAmount\n      damageDepositAmount\n      damageDepositStatus\n      damageDepositClaimedAmount\n      damageDepositClaimReason\n      paymentSchedule {\n        ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n      }\n      payments {\n        id\n        kind\n        amount\n        status\n        createdAt\n        completedAt\n      }\n      leadGuestName\n      leadGuestEmail\n      leadGuestPhone\n      bookings {\n        id\n        checkIn\n        checkOut\n        guests\n        totalNights\n        pricePerNight\n        totalPrice\n        property {\n          id\n          title\n          location\n        }\n      }\n      extras {\n        id\n        title\n        quantity\n        unitPrice\n        totalPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountOrder on Order {\n    id\n    orderNumber\n    invoiceNumber\n    creditNoteNumbers\n    createdAt\n    currency\n    status\n    totalAmount\n    amountPaid\n    balanceAmount\n    balanceDueDate\n    discountCode\n    discountAmount\n    refundedAmount\n    cancelledAt\n    canPayBalance\n    damageDepositAmount\n    damageDepositStatus\n    damageDepositClaimedAmount\n    damageDepositClaimReason\n    paymentSchedule {\n      ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n    }\n    cancellationQuote {\n      ...CancellationQuote_terms\n    }\n    payments {\n      id\n      kind\n      amount\n      status\n    }\n    bookings {\n      id\n      checkIn\n      checkOut\n      status\n      property {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AccountOrder on Order {\n    id\n    orderNumber\n    invoiceNumber\n    creditNoteNumbers\n    createdAt\n    currency\n    status\n    totalAmount\n    amountPaid\n    balanceAmount\n    balanceDueDate\n    discountCode\n    discountAmount\n    refundedAmount\n    cancelledAt\n    canPayBalance\n    damageDepositAmount\n    damageDepositStatus\n    damageDepositClaimedAmount\n    damageDepositClaimReason\n    paymentSchedule {\n      ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n    }\n    cancellationQuote {\n      ...CancellationQuote_terms\n    }\n    payments {\n      id\n      kind\n      amount\n      status\n    }\n    bookings {\n      id\n      checkIn\n      checkOut\n      status\n      property {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($page: PageInput) {\n    myOrders(page: $page) {\n      totalCount\n      items {\n        id\n        canPayBalance\n        ...AccountOrder\n        ...PayBalanceDialog_order\n        ...CancelOrderDialog_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($page: PageInput) {\n    myOrders(page: $page) {\n      totalCount\n      items {\n        id\n        canPayBalance\n        ...AccountOrder\n        ...PayBalanceDialog_order\n        ...CancelOrderDialog_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPaymentSettings {\n    paymentSettings {\n      provider\n      testMode\n      testCards\n      publishableKey\n      stripeJsUrl\n    }\n  }\n"): (typeof documents)["\n  query AccountPaymentSettings {\n    paymentSettings {\n      provider\n      testMode\n      testCards\n      publishableKey\n      stripeJsUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayBalanceDialog_order on Order {\n    id\n    orderNumber\n    currency\n    balanceAmount\n    balanceDueDate\n  }\n"): (typeof documents)["\n  fragment PayBalanceDialog_order on Order {\n    id\n    orderNumber\n    currency\n    balanceAmount\n    balanceDueDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayBalance($input: PayBalanceInput!) {\n    payBalance(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      clientSecret\n      payment {\n        id\n        kind\n        amount\n        status\n        paymentIntentId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayBalance($input: PayBalanceInput!) {\n    payBalance(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      clientSecret\n      payment {\n        id\n        kind\n        amount\n        status\n        paymentIntentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleBalancePayment($input: SettleOrderPaymentInput!) {\n    settleOrderPayment(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      payment {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SettleBalancePayment($input: SettleOrderPaymentInput!) {\n    settleOrderPayment(input: $input) {\n      replayed\n      order {\n        ...AccountOrder\n      }\n      payment {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExport {\n    myDataExport {\n      fileName\n      data\n    }\n  }\n"): (typeof documents)["\n  query MyDataExport {\n    myDataExport {\n      fileName\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountProfile on User {\n    id\n    name\n    email\n    phone\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AccountProfile on User {\n    id\n    name\n    email\n    phone\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountShortlist {\n    shortlist {\n      id\n      ...ShortlistCard\n    }\n  }\n"): (typeof documents)["\n  query AccountShortlist {\n    shortlist {\n      id\n      ...ShortlistCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query TripMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trip($bookingId: ID!) {\n    trip(bookingId: $bookingId) {\n      bookingId\n      villa\n      checkIn\n      checkOut\n      guideAvailableFrom\n      arrivalGuide {\n        checkInTime\n        checkOutTime\n        address\n        mapUrl\n        hostPhone\n        wifiName\n        wifiPassword\n        keyCollection\n        houseRules\n      }\n    }\n  }\n"): (typeof documents)["\n  query Trip($bookingId: ID!) {\n    trip(bookingId: $bookingId) {\n      bookingId\n      villa\n      checkIn\n      checkOut\n      guideAvailableFrom\n      arrivalGuide {\n        checkInTime\n        checkOutTime\n        address\n        mapUrl\n        hostPhone\n        wifiName\n        wifiPassword\n        keyCollection\n        houseRules\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccess {\n    me {\n      id\n      name\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query AdminAccess {\n    me {\n      id\n      name\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelOrder($input: AdminCancelOrderInput!) {\n    adminCancelOrder(input: $input) {\n      replayed\n      order {\n        id\n        status\n        amountPaid\n        balanceAmount\n        balanceDueDate\n        refundedAmount\n        cancelledAt\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCancelOrder($input: AdminCancelOrderInput!) {\n    adminCancelOrder(input: $input) {\n      replayed\n      order {\n        id\n        status\n        amountPaid\n        balanceAmount\n        balanceDueDate\n        refundedAmount\n        cancelledAt\n      }\n      refunds {\n        id\n        amount\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeBookingDates($input: ChangeBookingDatesInput!) {\n    changeBookingDates(input: $input) {\n      id\n      checkIn\n      checkOut\n      totalNights\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeBookingDates($input: ChangeBookingDatesInput!) {\n    changeBookingDates(input: $input) {\n      id\n      checkIn\n      checkOut\n      totalNights\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimDamageDeposit($input: ClaimDamageDepositInput!) {\n    claimDamageDeposit(input: $input) {\n      id\n      refundedAmount\n      damageDepositStatus\n      damageDepositClaimedAmount\n      damageDepositClaimReason\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimDamageDeposit($input: ClaimDamageDepositInput!) {\n    claimDamageDeposit(input: $input) {\n      id\n      refundedAmount\n      damageDepositStatus\n      damageDepositClaimedAmount\n      damageDepositClaimReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTimeline_order on Order {\n    id\n    orderNumber\n    events {\n      id\n      at\n      kind\n      fromStatus\n      toStatus\n      amount\n      currency\n      reason\n      dates {\n        previousCheckIn\n        previousCheckOut\n        checkIn\n        checkOut\n      }\n      actor {\n        userId\n        name\n        job\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderTimeline_order on Order {\n    id\n    orderNumber\n    events {\n      id\n      at\n      kind\n      fromStatus\n      toStatus\n      amount\n      currency\n      reason\n      dates {\n        previousCheckIn\n        previousCheckOut\n        checkIn\n        checkOut\n      }\n      actor {\n        userId\n        name\n        job\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Insights($range: InsightsRange!, $destination: String, $propertyId: ID) {\n    insights(range: $range, destination: $destination, propertyId: $propertyId) {\n      from\n      to\n      currency\n      villas\n      availableNights\n      blockedNights\n      bookedNights\n      occupancy\n      rent\n      adr\n      revPan\n      revenueByMonth {\n        month\n        booked\n        earned\n        bookedLastYear\n        earnedLastYear\n      }\n      pace {\n        month\n        nightsOnBooks\n        nightsLastYear\n      }\n      leadTime {\n        label\n        count\n      }\n      stayLength {\n        label\n        count\n      }\n      cancellations {\n        orders\n        nights\n        refundedAmount\n        keptAmount\n      }\n      funnel {\n        day\n        search\n        villaView\n        basketAdd\n        checkoutStart\n        paid\n      }\n    }\n  }\n"): (typeof documents)["\n  query Insights($range: InsightsRange!, $destination: String, $propertyId: ID) {\n    insights(range: $range, destination: $destination, propertyId: $propertyId) {\n      from\n      to\n      currency\n      villas\n      availableNights\n      blockedNights\n      bookedNights\n      occupancy\n      rent\n      adr\n      revPan\n      revenueByMonth {\n        month\n        booked\n        earned\n        bookedLastYear\n        earnedLastYear\n      }\n      pace {\n        month\n        nightsOnBooks\n        nightsLastYear\n      }\n      leadTime {\n        label\n        count\n      }\n      stayLength {\n        label\n        count\n      }\n      cancellations {\n        orders\n        nights\n        refundedAmount\n        keptAmount\n      }\n      funnel {\n        day\n        search\n        villaView\n        basketAdd\n        checkoutStart\n        paid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAudit($filter: AuditFilter, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        action\n        actorEmail\n        targetEmail\n        targetId\n        targetType\n        targetLabel\n        changes {\n          field\n          before\n          after\n        }\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAudit($filter: AuditFilter, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        action\n        actorEmail\n        targetEmail\n        targetId\n        targetType\n        targetLabel\n        changes {\n          field\n          before\n          after\n        }\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookings($filter: AdminBookingFilter, $page: PageInput) {\n    adminBookings(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        checkIn\n        checkOut\n        guests\n        status\n        property {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookings($filter: AdminBookingFilter, $page: PageInput) {\n    adminBookings(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        checkIn\n        checkOut\n        guests\n        status\n        property {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMailTemplates {\n    mailTemplates {\n      kind\n      audience\n    }\n  }\n"): (typeof documents)["\n  query AdminMailTemplates {\n    mailTemplates {\n      kind\n      audience\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMailPreview($kind: String!, $language: Language!) {\n    mailPreview(kind: $kind, language: $language) {\n      kind\n      language\n      to\n      subject\n      text\n      attachments {\n        filename\n        contentType\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMailPreview($kind: String!, $language: Language!) {\n    mailPreview(kind: $kind, language: $language) {\n      kind\n      language\n      to\n      subject\n      text\n      attachments {\n        filename\n        contentType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEnquiries($filter: EnquiryFilter, $page: PageInput) {\n    adminEnquiries(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        createdAt\n        name\n        email\n        phone\n        subject\n        message\n        locale\n        status\n        statusChangedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEnquiries($filter: EnquiryFilter, $page: PageInput) {\n    adminEnquiries(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        createdAt\n        name\n        email\n        phone\n        subject\n        message\n        locale\n        status\n        statusChangedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFlightInquiries($filter: EnquiryFilter, $page: PageInput) {\n    adminFlightInquiries(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        createdAt\n        name\n        email\n        phone\n        passengers\n        departureCountry\n        departureCity\n        destinationCountry\n        destinationCity\n        departureDate\n        returnDate\n        message\n        locale\n        status\n        statusChangedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFlightInquiries($filter: EnquiryFilter, $page: PageInput) {\n    adminFlightInquiries(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        createdAt\n        name\n        email\n        phone\n        passengers\n        departureCountry\n        departureCity\n        destinationCountry\n        destinationCity\n        departureDate\n        returnDate\n        message\n        locale\n        status\n        statusChangedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetEnquiryStatus($input: SetEnquiryStatusInput!) {\n    setEnquiryStatus(input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetEnquiryStatus($input: SetEnquiryStatusInput!) {\n    setEnquiryStatus(input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetFlightInquiryStatus($input: SetEnquiryStatusInput!) {\n    setFlightInquiryStatus(input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetFlightInquiryStatus($input: SetEnquiryStatusInput!) {\n    setFlightInquiryStatus(input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsletter($filter: NewsletterSubscriberFilter, $page: PageInput) {\n    newsletterSubscribers(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        email\n        name\n        subscribed\n        confirmed\n        subscribedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsletter($filter: NewsletterSubscriberFilter, $page: PageInput) {\n    newsletterSubscribers(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        email\n        name\n        subscribed\n        confirmed\n        subscribedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($filter: AdminOrderFilter, $page: PageInput) {\n    adminOrders(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        orderNumber\n        createdAt\n        currency\n        status\n        totalAmount\n        amountPaid\n        balanceAmount\n        balanceDueDate\n        refundedAmount\n        damageDepositAmount\n        damageDepositStatus\n        damageDepositClaimedAmount\n        damageDepositClaimReason\n        invoiceNumber\n        creditNoteNumbers\n        leadGuestName\n        leadGuestEmail\n        events {\n          id\n          kind\n        }\n        ...OrderTimeline_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($filter: AdminOrderFilter, $page: PageInput) {\n    adminOrders(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        orderNumber\n        createdAt\n        currency\n        status\n        totalAmount\n        amountPaid\n        balanceAmount\n        balanceDueDate\n        refundedAmount\n        damageDepositAmount\n        damageDepositStatus\n        damageDepositClaimedAmount\n        damageDepositClaimReason\n        invoiceNumber\n        creditNoteNumbers\n        leadGuestName\n        leadGuestEmail\n        events {\n          id\n          kind\n        }\n        ...OrderTimeline_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      userCount\n      adminCount\n      suspendedUserCount\n      bookingCount\n      pendingBookingCount\n      confirmedBookingCount\n      cancelledBookingCount\n      orderCount\n      overdueOrderCount\n      activeSubscriberCount\n      pendingSubscriberCount\n      unsubscribedCount\n      paymentCount\n      completedPaymentCount\n      refundCount\n      revenue {\n        currency\n        amount\n      }\n      inbox {\n        newEnquiries\n        newFlightInquiries\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      userCount\n      adminCount\n      suspendedUserCount\n      bookingCount\n      pendingBookingCount\n      confirmedBookingCount\n      cancelledBookingCount\n      orderCount\n      overdueOrderCount\n      activeSubscriberCount\n      pendingSubscriberCount\n      unsubscribedCount\n      paymentCount\n      completedPaymentCount\n      refundCount\n      revenue {\n        currency\n        amount\n      }\n      inbox {\n        newEnquiries\n        newFlightInquiries\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayments($filter: AdminPaymentFilter, $page: PageInput) {\n    adminPayments(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        kind\n        reason\n        paymentIntentId\n        amount\n        currency\n        status\n        createdAt\n        order {\n          id\n          orderNumber\n        }\n        user {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayments($filter: AdminPaymentFilter, $page: PageInput) {\n    adminPayments(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        kind\n        reason\n        paymentIntentId\n        amount\n        currency\n        status\n        createdAt\n        order {\n          id\n          orderNumber\n        }\n        user {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviewQueue($filter: ReviewQueueFilter, $page: PageInput) {\n    reviewQueue(filter: $filter, page: $page) {\n      totalCount\n      hasNextPage\n      items {\n        id\n        status\n        rejectionReason\n        rejectionNote\n        villa\n        submittedAt\n        review {\n          id\n          author\n          title\n          content\n          date\n          rating\n          cleanliness\n          location\n          value\n          service\n          language\n          source\n          reply\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReviewQueue($filter: ReviewQueueFilter, $page: PageInput) {\n    reviewQueue(filter: $filter, page: $page) {\n      totalCount\n      hasNextPage\n      items {\n        id\n        status\n        rejectionReason\n        rejectionNote\n        villa\n        submittedAt\n        review {\n          id\n          author\n          title\n          content\n          date\n          rating\n          cleanliness\n          location\n          value\n          service\n          language\n          source\n          reply\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveReview($id: ID!) {\n    approveReview(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveReview($id: ID!) {\n    approveReview(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectReview($id: ID!, $input: RejectReviewInput!) {\n    rejectReview(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectReview($id: ID!, $input: RejectReviewInput!) {\n    rejectReview(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplyToReview($id: ID!, $input: ReviewReplyInput!) {\n    replyToReview(id: $id, input: $input) {\n      id\n      review {\n        id\n        reply\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReplyToReview($id: ID!, $input: ReviewReplyInput!) {\n    replyToReview(id: $id, input: $input) {\n      id\n      review {\n        id\n        reply\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($filter: AdminUserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        createdAt\n        isAdmin\n        isSuspended\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($filter: AdminUserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        createdAt\n        isAdmin\n        isSuspended\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!) {\n      suspendUser(userId: $userId, suspend: $suspend) {\n        id\n        isSuspended\n      }\n    }\n  "): (typeof documents)["\n    mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!) {\n      suspendUser(userId: $userId, suspend: $suspend) {\n        id\n        isSuspended\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminSetUserAdmin($userId: ID!, $isAdmin: Boolean!) {\n      setUserAdmin(userId: $userId, isAdmin: $isAdmin) {\n        id\n        isAdmin\n      }\n    }\n  "): (typeof documents)["\n    mutation AdminSetUserAdmin($userId: ID!, $isAdmin: Boolean!) {\n      setUserAdmin(userId: $userId, isAdmin: $isAdmin) {\n        id\n        isAdmin\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminDeleteUser($userId: ID!) {\n      deleteUser(userId: $userId) {\n        id\n        message\n      }\n    }\n  "): (typeof documents)["\n    mutation AdminDeleteUser($userId: ID!) {\n      deleteUser(userId: $userId) {\n        id\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOwners($page: PageInput) {\n    owners(page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        villaCount\n        currency\n        balanceDue\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOwners($page: PageInput) {\n    owners(page: $page) {\n      totalCount\n      items {\n        id\n        name\n        email\n        villaCount\n        currency\n        balanceDue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOwnerPayouts($page: PageInput) {\n    ownerPayouts(page: $page) {\n      totalCount\n      items {\n        id\n        ownerName\n        ownerEmail\n        amount\n        currency\n        reference\n        paidOn\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOwnerPayouts($page: PageInput) {\n    ownerPayouts(page: $page) {\n      totalCount\n      items {\n        id\n        ownerName\n        ownerEmail\n        amount\n        currency\n        reference\n        paidOn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOwnerPayout($input: RecordOwnerPayoutInput!) {\n    recordOwnerPayout(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordOwnerPayout($input: RecordOwnerPayoutInput!) {\n    recordOwnerPayout(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseOwnerStatements($input: CloseOwnerStatementsInput!) {\n    closeOwnerStatements(input: $input) {\n      months\n      statements\n    }\n  }\n"): (typeof documents)["\n  mutation CloseOwnerStatements($input: CloseOwnerStatementsInput!) {\n    closeOwnerStatements(input: $input) {\n      months\n      statements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOwnerStatement($month: String!, $ownerId: ID!) {\n    ownerStatement(month: $month, ownerId: $ownerId) {\n      month\n      draft\n      currency\n      lines {\n        reference\n      }\n      adjustments {\n        reference\n        amount\n      }\n      payouts {\n        id\n        amount\n      }\n      balanceCarried\n      balanceDue\n      totals {\n        rent\n        refunds\n        commission\n        net\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOwnerStatement($month: String!, $ownerId: ID!) {\n    ownerStatement(month: $month, ownerId: $ownerId) {\n      month\n      draft\n      currency\n      lines {\n        reference\n      }\n      adjustments {\n        reference\n        amount\n      }\n      payouts {\n        id\n        amount\n      }\n      balanceCarried\n      balanceDue\n      totals {\n        rent\n        refunds\n        commission\n        net\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArrivalGuide($id: ID!) {\n    arrivalGuide(propertyId: $id) {\n      propertyId\n      checkInTime\n      checkOutTime\n      address\n      mapUrl\n      hostPhone\n      wifiName\n      wifiPassword\n      keyCollectionEn\n      keyCollectionDe\n      houseRulesEn\n      houseRulesDe\n    }\n  }\n"): (typeof documents)["\n  query AdminArrivalGuide($id: ID!) {\n    arrivalGuide(propertyId: $id) {\n      propertyId\n      checkInTime\n      checkOutTime\n      address\n      mapUrl\n      hostPhone\n      wifiName\n      wifiPassword\n      keyCollectionEn\n      keyCollectionDe\n      houseRulesEn\n      houseRulesDe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetArrivalGuide($id: ID!, $input: ArrivalGuideInput!) {\n    setArrivalGuide(propertyId: $id, input: $input) {\n      propertyId\n      checkInTime\n      checkOutTime\n      address\n      mapUrl\n      hostPhone\n      wifiName\n      wifiPassword\n      keyCollectionEn\n      keyCollectionDe\n      houseRulesEn\n      houseRulesDe\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetArrivalGuide($id: ID!, $input: ArrivalGuideInput!) {\n    setArrivalGuide(propertyId: $id, input: $input) {\n      propertyId\n      checkInTime\n      checkOutTime\n      address\n      mapUrl\n      hostPhone\n      wifiName\n      wifiPassword\n      keyCollectionEn\n      keyCollectionDe\n      houseRulesEn\n      houseRulesDe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetChangeoverDay($id: ID!, $changeoverDay: Int) {\n    updateProperty(id: $id, input: { changeoverDay: $changeoverDay }) {\n      id\n      updatedAt\n      changeoverDay\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetChangeoverDay($id: ID!, $changeoverDay: Int) {\n    updateProperty(id: $id, input: { changeoverDay: $changeoverDay }) {\n      id\n      updatedAt\n      changeoverDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetMapPoint($id: ID!, $latitude: Float, $longitude: Float) {\n    updateProperty(id: $id, input: { latitude: $latitude, longitude: $longitude }) {\n      id\n      updatedAt\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetMapPoint($id: ID!, $latitude: Float, $longitude: Float) {\n    updateProperty(id: $id, input: { latitude: $latitude, longitude: $longitude }) {\n      id\n      updatedAt\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetPropertyRates($input: SetPropertyRatesInput!) {\n    setPropertyRates(input: $input) {\n      id\n      updatedAt\n      rates {\n        from\n        to\n        weeklyPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetPropertyRates($input: SetPropertyRatesInput!) {\n    setPropertyRates(input: $input) {\n      id\n      updatedAt\n      rates {\n        from\n        to\n        weeklyPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVillaRates($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      currency\n      changeoverDay\n      latitude\n      longitude\n      rates {\n        from\n        to\n        weeklyPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminVillaRates($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      currency\n      changeoverDay\n      latitude\n      longitude\n      rates {\n        from\n        to\n        weeklyPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VillaStatusBar_property on Property {\n    id\n    title\n    published\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment VillaStatusBar_property on Property {\n    id\n    title\n    published\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VillaPhotos_image on PropertyImage {\n    id\n    altEn\n    altDe\n    ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n  }\n"): (typeof documents)["\n  fragment VillaPhotos_image on PropertyImage {\n    id\n    altEn\n    altDe\n    ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPropertyPhotos($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      images {\n        ...VillaPhotos_image @unmask # the photo list reorders and edits the photos it reads\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPropertyPhotos($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      images {\n        ...VillaPhotos_image @unmask # the photo list reorders and edits the photos it reads\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReorderPropertyImages($input: ReorderPropertyImagesInput!) {\n    reorderPropertyImages(input: $input) {\n      ...VillaPhotos_image\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReorderPropertyImages($input: ReorderPropertyImagesInput!) {\n    reorderPropertyImages(input: $input) {\n      ...VillaPhotos_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePropertyImageAlt($input: PropertyImageAltInput!) {\n    updatePropertyImageAlt(input: $input) {\n      ...VillaPhotos_image\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePropertyImageAlt($input: PropertyImageAltInput!) {\n    updatePropertyImageAlt(input: $input) {\n      ...VillaPhotos_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeletePropertyImage($propertyId: ID!, $imageId: ID!) {\n    deletePropertyImage(propertyId: $propertyId, imageId: $imageId) {\n      ...VillaPhotos_image\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeletePropertyImage($propertyId: ID!, $imageId: ID!) {\n    deletePropertyImage(propertyId: $propertyId, imageId: $imageId) {\n      ...VillaPhotos_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VillaCalendar($propertyId: ID!) {\n    adminCalendarBlocks(propertyId: $propertyId) {\n      id\n      checkIn\n      checkOut\n      reason\n      importId\n      ownerStay\n    }\n    adminIcalExport(propertyId: $propertyId) {\n      exportUrl\n    }\n    adminIcalImports(propertyId: $propertyId) {\n      id\n      url\n      lastSyncedAt\n      lastError\n      blockCount\n      conflicts {\n        uid\n        checkIn\n        checkOut\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  query VillaCalendar($propertyId: ID!) {\n    adminCalendarBlocks(propertyId: $propertyId) {\n      id\n      checkIn\n      checkOut\n      reason\n      importId\n      ownerStay\n    }\n    adminIcalExport(propertyId: $propertyId) {\n      exportUrl\n    }\n    adminIcalImports(propertyId: $propertyId) {\n      id\n      url\n      lastSyncedAt\n      lastError\n      blockCount\n      conflicts {\n        uid\n        checkIn\n        checkOut\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCalendarBlock($propertyId: ID!, $input: CalendarBlockInput!) {\n    addCalendarBlock(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddCalendarBlock($propertyId: ID!, $input: CalendarBlockInput!) {\n    addCalendarBlock(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCalendarBlock($propertyId: ID!, $blockId: ID!) {\n    deleteCalendarBlock(propertyId: $propertyId, blockId: $blockId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCalendarBlock($propertyId: ID!, $blockId: ID!) {\n    deleteCalendarBlock(propertyId: $propertyId, blockId: $blockId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateIcalExport($propertyId: ID!) {\n    rotateIcalExport(propertyId: $propertyId) {\n      exportUrl\n    }\n  }\n"): (typeof documents)["\n  mutation RotateIcalExport($propertyId: ID!) {\n    rotateIcalExport(propertyId: $propertyId) {\n      exportUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddIcalImport($propertyId: ID!, $input: IcalImportInput!) {\n    addIcalImport(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddIcalImport($propertyId: ID!, $input: IcalImportInput!) {\n    addIcalImport(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIcalImport($propertyId: ID!, $importId: ID!) {\n    deleteIcalImport(propertyId: $propertyId, importId: $importId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteIcalImport($propertyId: ID!, $importId: ID!) {\n    deleteIcalImport(propertyId: $propertyId, importId: $importId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncIcalImports($propertyId: ID!) {\n    syncIcalImports(propertyId: $propertyId) {\n      id\n      lastSyncedAt\n      lastError\n      blockCount\n    }\n  }\n"): (typeof documents)["\n  mutation SyncIcalImports($propertyId: ID!) {\n    syncIcalImports(propertyId: $propertyId) {\n      id\n      lastSyncedAt\n      lastError\n      blockCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VillaOwner($propertyId: ID!) {\n    propertyOwner(propertyId: $propertyId) {\n      ownerId\n      ownerName\n      ownerEmail\n      commissionPercent\n    }\n  }\n"): (typeof documents)["\n  query VillaOwner($propertyId: ID!) {\n    propertyOwner(propertyId: $propertyId) {\n      ownerId\n      ownerName\n      ownerEmail\n      commissionPercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPropertyOwner($propertyId: ID!, $input: SetPropertyOwnerInput!) {\n    setPropertyOwner(propertyId: $propertyId, input: $input) {\n      ownerId\n      invited\n    }\n  }\n"): (typeof documents)["\n  mutation SetPropertyOwner($propertyId: ID!, $input: SetPropertyOwnerInput!) {\n    setPropertyOwner(propertyId: $propertyId, input: $input) {\n      ownerId\n      invited\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProperties($filter: AdminPropertyFilter, $page: PageInput) {\n    adminProperties(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        title\n        slug\n        location\n        region\n        price\n        currency\n        sleeps\n        bedrooms\n        published\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProperties($filter: AdminPropertyFilter, $page: PageInput) {\n    adminProperties(filter: $filter, page: $page) {\n      totalCount\n      items {\n        id\n        title\n        slug\n        location\n        region\n        price\n        currency\n        sleeps\n        bedrooms\n        published\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VillaEditor_property on Property {\n    id\n    title\n    slug\n    location\n    region\n    destinationKey\n    price\n    currency\n    damageDeposit\n    description\n    longDescription\n    adminAmenities {\n      icon\n      label\n      labelDe\n    }\n    features\n    layout\n    nearbyAttractions\n    bedrooms\n    bathrooms\n    sleeps\n    discount\n    badge\n    minNights\n    published\n    updatedAt\n    translations {\n      de {\n        title\n        location\n        region\n        description\n        longDescription\n        features\n        layout\n        nearbyAttractions\n        badge\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment VillaEditor_property on Property {\n    id\n    title\n    slug\n    location\n    region\n    destinationKey\n    price\n    currency\n    damageDeposit\n    description\n    longDescription\n    adminAmenities {\n      icon\n      label\n      labelDe\n    }\n    features\n    layout\n    nearbyAttractions\n    bedrooms\n    bathrooms\n    sleeps\n    discount\n    badge\n    minNights\n    published\n    updatedAt\n    translations {\n      de {\n        title\n        location\n        region\n        description\n        longDescription\n        features\n        layout\n        nearbyAttractions\n        badge\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProperty($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      title\n      ...VillaStatusBar_property\n      ...VillaEditor_property\n    }\n  }\n"): (typeof documents)["\n  query AdminProperty($id: ID!) {\n    adminProperty(id: $id) {\n      id\n      title\n      ...VillaStatusBar_property\n      ...VillaEditor_property\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVillaChoices {\n    destinations {\n      slug\n      name\n      regions {\n        key\n        name\n      }\n    }\n    currencies {\n      code\n      symbol\n    }\n  }\n"): (typeof documents)["\n  query AdminVillaChoices {\n    destinations {\n      slug\n      name\n      regions {\n        key\n        name\n      }\n    }\n    currencies {\n      code\n      symbol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) {\n      id\n      ...VillaEditor_property\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) {\n      id\n      ...VillaEditor_property\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProperty($id: ID!, $input: UpdatePropertyInput!) {\n    updateProperty(id: $id, input: $input) {\n      id\n      ...VillaEditor_property\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProperty($id: ID!, $input: UpdatePropertyInput!) {\n    updateProperty(id: $id, input: $input) {\n      id\n      ...VillaEditor_property\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetPropertyPublished($id: ID!, $published: Boolean!) {\n    setPropertyPublished(id: $id, published: $published) {\n      id\n      published\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetPropertyPublished($id: ID!, $published: Boolean!) {\n    setPropertyPublished(id: $id, published: $published) {\n      id\n      published\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginPageMe {\n    me {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query LoginPageMe {\n    me {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedInUser on User {\n    id\n    name\n    email\n    phone\n    createdAt\n    isAdmin\n    isSuspended\n  }\n"): (typeof documents)["\n  fragment SignedInUser on User {\n    id\n    name\n    email\n    phone\n    createdAt\n    isAdmin\n    isSuspended\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      name\n      email\n      ...SignedInUser\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      name\n      email\n      ...SignedInUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n      ...SignedInUser\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n      ...SignedInUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      emailVerified\n      alreadyVerified\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      emailVerified\n      alreadyVerified\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BasketLines_cart on Cart {\n    currency\n    subtotal\n    total\n    items {\n      id\n      propertyId\n      propertyTitle\n      checkIn\n      checkOut\n      guests\n      totalNights\n      totalPrice\n    }\n    extras {\n      id\n      extraId\n      extraTitle\n      extraCategory\n      price\n      quantity\n    }\n  }\n"): (typeof documents)["\n  fragment BasketLines_cart on Cart {\n    currency\n    subtotal\n    total\n    items {\n      id\n      propertyId\n      propertyTitle\n      checkIn\n      checkOut\n      guests\n      totalNights\n      totalPrice\n    }\n    extras {\n      id\n      extraId\n      extraTitle\n      extraCategory\n      price\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BasketCount {\n    cart {\n      itemCount\n    }\n  }\n"): (typeof documents)["\n  query BasketCount {\n    cart {\n      itemCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BasketPanel {\n    cart {\n      itemCount\n      ...BasketLines_cart\n    }\n  }\n"): (typeof documents)["\n  query BasketPanel {\n    cart {\n      itemCount\n      ...BasketLines_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      ...BasketLines_cart\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      ...BasketLines_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartExtra($id: ID!) {\n    removeCartExtra(id: $id) {\n      ...BasketLines_cart\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartExtra($id: ID!) {\n    removeCartExtra(id: $id) {\n      ...BasketLines_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPage {\n    blogArticles {\n      id\n      title\n      category\n      author\n      publishedOn\n      excerpt\n      image\n    }\n  }\n"): (typeof documents)["\n  query BlogPage {\n    blogArticles {\n      id\n      title\n      category\n      author\n      publishedOn\n      excerpt\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatButton {\n    company {\n      chatUrl\n    }\n  }\n"): (typeof documents)["\n  query ChatButton {\n    company {\n      chatUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    currency\n    staysAmount\n    extrasAmount\n    discountCode\n    discountAmount\n    totalAmount\n    paymentOption\n    status\n    travelDate\n    damageDepositAmount\n    damageDepositStatus\n    damageDepositClaimedAmount\n    damageDepositClaimReason\n    paymentSchedule {\n      ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n    }\n    leadGuestName\n    leadGuestEmail\n    bookings {\n      id\n      checkIn\n      checkOut\n      guests\n      totalNights\n      totalPrice\n      status\n      property {\n        id\n        title\n      }\n    }\n    extras {\n      id\n      title\n      quantity\n      totalPrice\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    currency\n    staysAmount\n    extrasAmount\n    discountCode\n    discountAmount\n    totalAmount\n    paymentOption\n    status\n    travelDate\n    damageDepositAmount\n    damageDepositStatus\n    damageDepositClaimedAmount\n    damageDepositClaimReason\n    paymentSchedule {\n      ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order\n    }\n    leadGuestName\n    leadGuestEmail\n    bookings {\n      id\n      checkIn\n      checkOut\n      guests\n      totalNights\n      totalPrice\n      status\n      property {\n        id\n        title\n      }\n    }\n    extras {\n      id\n      title\n      quantity\n      totalPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutConfirmationOrder($orderNumber: String!) {\n    myOrder(orderNumber: $orderNumber) {\n      id\n      ...CheckoutConfirmation_order\n    }\n  }\n"): (typeof documents)["\n  query CheckoutConfirmationOrder($orderNumber: String!) {\n    myOrder(orderNumber: $orderNumber) {\n      id\n      ...CheckoutConfirmation_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      replayed\n      testMode\n      clientSecret\n      payment {\n        id\n        paymentIntentId\n      }\n      order {\n        id\n        orderNumber\n        ...CheckoutConfirmation_order\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      replayed\n      testMode\n      clientSecret\n      payment {\n        id\n        paymentIntentId\n      }\n      order {\n        id\n        orderNumber\n        ...CheckoutConfirmation_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleOrderPayment($input: SettleOrderPaymentInput!) {\n    settleOrderPayment(input: $input) {\n      replayed\n      order {\n        id\n        status\n        ...CheckoutConfirmation_order\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SettleOrderPayment($input: SettleOrderPaymentInput!) {\n    settleOrderPayment(input: $input) {\n      replayed\n      order {\n        id\n        status\n        ...CheckoutConfirmation_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPage {\n    me {\n      id\n      name\n      email\n      phone\n    }\n    cart {\n      currency\n      itemCount\n      subtotal\n      total\n      items {\n        id\n        propertyId\n        propertyTitle\n        checkIn\n        checkOut\n        guests\n        pricePerNight\n        totalNights\n        totalPrice\n        currency\n        damageDeposit\n      }\n      extras {\n        id\n        extraId\n        extraTitle\n        extraCategory\n        quantity\n        price\n        currency\n        depositAvailable\n      }\n    }\n    paymentSettings {\n      provider\n      testMode\n      currency\n      depositRate\n      depositMinWeeksBeforeCheckIn\n      balanceDueWeeksBeforeCheckIn\n      testCards\n      publishableKey\n      stripeJsUrl\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPage {\n    me {\n      id\n      name\n      email\n      phone\n    }\n    cart {\n      currency\n      itemCount\n      subtotal\n      total\n      items {\n        id\n        propertyId\n        propertyTitle\n        checkIn\n        checkOut\n        guests\n        pricePerNight\n        totalNights\n        totalPrice\n        currency\n        damageDeposit\n      }\n      extras {\n        id\n        extraId\n        extraTitle\n        extraCategory\n        quantity\n        price\n        currency\n        depositAvailable\n      }\n    }\n    paymentSettings {\n      provider\n      testMode\n      currency\n      depositRate\n      depositMinWeeksBeforeCheckIn\n      balanceDueWeeksBeforeCheckIn\n      testCards\n      publishableKey\n      stripeJsUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutDiscount($input: CheckoutQuoteInput) {\n    checkoutQuote(input: $input) {\n      discountCode\n      discountPercent\n    }\n  }\n"): (typeof documents)["\n  query CheckoutDiscount($input: CheckoutQuoteInput) {\n    checkoutQuote(input: $input) {\n      discountCode\n      discountPercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DestinationsPage {\n    destinations {\n      slug\n      name\n      description\n      image\n      villaCount\n      regions {\n        key\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DestinationsPage {\n    destinations {\n      slug\n      name\n      description\n      image\n      villaCount\n      regions {\n        key\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquirePage {\n    company {\n      email\n      phone\n      address\n      chatUrl\n    }\n  }\n"): (typeof documents)["\n  query EnquirePage {\n    company {\n      email\n      phone\n      address\n      chatUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddExtraToCart($input: AddExtraInput!) {\n    addExtraToCart(input: $input) {\n      ...BasketLines_cart\n    }\n  }\n"): (typeof documents)["\n  mutation AddExtraToCart($input: AddExtraInput!) {\n    addExtraToCart(input: $input) {\n      ...BasketLines_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtrasPage {\n    extras {\n      id\n      name\n      category\n      description\n      price\n      currency\n      unit\n      depositAvailable\n    }\n  }\n"): (typeof documents)["\n  query ExtrasPage {\n    extras {\n      id\n      name\n      category\n      description\n      price\n      currency\n      unit\n      depositAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFlightInquiry($input: FlightInquiryInput!) {\n    submitFlightInquiry(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFlightInquiry($input: FlightInquiryInput!) {\n    submitFlightInquiry(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Footer {\n    company {\n      name\n      companyNumber\n      socialLinks {\n        label\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query Footer {\n    company {\n      name\n      companyNumber\n      socialLinks {\n        label\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($input: NewsletterSubscribeInput!) {\n    subscribeNewsletter(input: $input) {\n      alreadySubscribed\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($input: NewsletterSubscribeInput!) {\n    subscribeNewsletter(input: $input) {\n      alreadySubscribed\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Header {\n    company {\n      name\n    }\n  }\n"): (typeof documents)["\n  query Header {\n    company {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderMe {\n    me {\n      id\n      name\n      email\n      isAdmin\n      isOwner\n    }\n  }\n"): (typeof documents)["\n  query HeaderMe {\n    me {\n      id\n      name\n      email\n      isAdmin\n      isOwner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home($offers: Int!) {\n    company {\n      chatUrl\n    }\n    featuredDestinations {\n      slug\n      name\n      image\n      description\n      villaCount\n    }\n    properties(filter: { discounted: true }, sort: NEWEST, page: { offset: 0, limit: $offers }) {\n      items {\n        id\n        ...VillaCard_property\n      }\n    }\n  }\n"): (typeof documents)["\n  query Home($offers: Int!) {\n    company {\n      chatUrl\n    }\n    featuredDestinations {\n      slug\n      name\n      image\n      description\n      villaCount\n    }\n    properties(filter: { discounted: true }, sort: NEWEST, page: { offset: 0, limit: $offers }) {\n      items {\n        id\n        ...VillaCard_property\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeReviews($limit: Int!, $language: Language!) {\n    reviews(page: { offset: 0, limit: $limit }, languageFirst: $language) {\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeReviews($limit: Int!, $language: Language!) {\n    reviews(page: { offset: 0, limit: $limit }, languageFirst: $language) {\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewsPanel($sort: ReviewSort!, $filter: ReviewFilter, $page: PageInput, $language: Language!) {\n    reviewSummary {\n      averageRating\n      totalCount\n      verifiedCount\n    }\n    reviews(sort: $sort, filter: $filter, page: $page, languageFirst: $language) {\n      totalCount\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewsPanel($sort: ReviewSort!, $filter: ReviewFilter, $page: PageInput, $language: Language!) {\n    reviewSummary {\n      averageRating\n      totalCount\n      verifiedCount\n    }\n    reviews(sort: $sort, filter: $filter, page: $page, languageFirst: $language) {\n      totalCount\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalPage {\n    company {\n      name\n      legalName\n      companyNumber\n      email\n      phone\n      address\n    }\n  }\n"): (typeof documents)["\n  query LegalPage {\n    company {\n      name\n      legalName\n      companyNumber\n      email\n      phone\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      alreadyConfirmed\n      discountCode\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      alreadyConfirmed\n      discountCode\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialOffersPage {\n    festivePackages {\n      id\n      title\n      badge\n      description\n      features\n      price\n      priceUnit\n      packageType\n      period {\n        start\n        end\n      }\n    }\n    festiveOffers {\n      id\n      title\n      badge\n      region\n      location\n      image {\n        ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n      }\n      discountPercent\n      originalPrice\n      discountedPrice\n      packageType\n      villaId\n      inclusions\n      bookingPeriod {\n        start\n        end\n      }\n    }\n    properties(filter: { discounted: true }, page: { limit: 100 }) {\n      totalCount\n      items {\n        id\n        ...VillaCard_property\n      }\n    }\n  }\n"): (typeof documents)["\n  query SpecialOffersPage {\n    festivePackages {\n      id\n      title\n      badge\n      description\n      features\n      price\n      priceUnit\n      packageType\n      period {\n        start\n        end\n      }\n    }\n    festiveOffers {\n      id\n      title\n      badge\n      region\n      location\n      image {\n        ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n      }\n      discountPercent\n      originalPrice\n      discountedPrice\n      packageType\n      villaId\n      inclusions\n      bookingPeriod {\n        start\n        end\n      }\n    }\n    properties(filter: { discounted: true }, page: { limit: 100 }) {\n      totalCount\n      items {\n        id\n        ...VillaCard_property\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerAccess {\n    me {\n      id\n      name\n      isOwner\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query OwnerAccess {\n    me {\n      id\n      name\n      isOwner\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerVillas {\n    ownerProperties {\n      id\n      title\n      location\n      commissionPercent\n    }\n  }\n"): (typeof documents)["\n  query OwnerVillas {\n    ownerProperties {\n      id\n      title\n      location\n      commissionPercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerCalendar($propertyId: ID!, $range: OwnerRangeInput) {\n    ownerBookings(propertyId: $propertyId, range: $range) {\n      id\n      checkIn\n      checkOut\n      status\n      guestFirstName\n      guests\n    }\n    ownerBlocks(propertyId: $propertyId, range: $range) {\n      id\n      checkIn\n      checkOut\n      ownerStay\n      note\n    }\n  }\n"): (typeof documents)["\n  query OwnerCalendar($propertyId: ID!, $range: OwnerRangeInput) {\n    ownerBookings(propertyId: $propertyId, range: $range) {\n      id\n      checkIn\n      checkOut\n      status\n      guestFirstName\n      guests\n    }\n    ownerBlocks(propertyId: $propertyId, range: $range) {\n      id\n      checkIn\n      checkOut\n      ownerStay\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOwnerStay($propertyId: ID!, $input: OwnerStayInput!) {\n    addOwnerStay(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddOwnerStay($propertyId: ID!, $input: OwnerStayInput!) {\n    addOwnerStay(propertyId: $propertyId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOwnerStay($propertyId: ID!, $blockId: ID!) {\n    deleteOwnerStay(propertyId: $propertyId, blockId: $blockId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOwnerStay($propertyId: ID!, $blockId: ID!) {\n    deleteOwnerStay(propertyId: $propertyId, blockId: $blockId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerStatements {\n    ownerStatements {\n      month\n      draft\n      currency\n      net\n      balanceDue\n    }\n  }\n"): (typeof documents)["\n  query OwnerStatements {\n    ownerStatements {\n      month\n      draft\n      currency\n      net\n      balanceDue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerStatement($month: String!) {\n    ownerStatement(month: $month) {\n      month\n      draft\n      currency\n      lines {\n        reference\n        propertyTitle\n        kind\n        guestFirstName\n        checkIn\n        checkOut\n        rent\n        refunds\n        commissionPercent\n        commission\n        net\n      }\n      adjustments {\n        reference\n        month\n        description\n        amount\n      }\n      payouts {\n        id\n        reference\n        paidOn\n        amount\n      }\n      balanceCarried\n      balanceDue\n      totals {\n        rent\n        refunds\n        commission\n        net\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnerStatement($month: String!) {\n    ownerStatement(month: $month) {\n      month\n      draft\n      currency\n      lines {\n        reference\n        propertyTitle\n        kind\n        guestFirstName\n        checkIn\n        checkOut\n        rent\n        refunds\n        commissionPercent\n        commission\n        net\n      }\n      adjustments {\n        reference\n        month\n        description\n        amount\n      }\n      payouts {\n        id\n        reference\n        paidOn\n        amount\n      }\n      balanceCarried\n      balanceDue\n      totals {\n        rent\n        refunds\n        commission\n        net\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStayToCart($input: AddStayInput!) {\n    addStayToCart(input: $input) {\n      itemCount\n    }\n  }\n"): (typeof documents)["\n  mutation AddStayToCart($input: AddStayInput!) {\n    addStayToCart(input: $input) {\n      itemCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookedRanges($propertyId: ID!, $from: String!, $to: String!) {\n    bookedRanges(propertyId: $propertyId, from: $from, to: $to) {\n      checkIn\n      checkOut\n    }\n  }\n"): (typeof documents)["\n  query BookedRanges($propertyId: ID!, $from: String!, $to: String!) {\n    bookedRanges(propertyId: $propertyId, from: $from, to: $to) {\n      checkIn\n      checkOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyPage($id: ID!) {\n    company {\n      name\n      chatUrl\n    }\n    property(id: $id) {\n      id\n      title\n      location\n      region\n      description\n      longDescription\n      features\n      layout\n      nearbyAttractions\n      amenities {\n        icon\n        label\n      }\n      images {\n        ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n      }\n      price\n      changeoverDay\n      minNights\n      rates(upcoming: true) {\n        from\n        to\n        weeklyPrice\n      }\n      discount\n      badge\n      bedrooms\n      sleeps\n      bathrooms\n      flightsIncluded\n      country {\n        slug\n        name\n      }\n      reviewCount\n      averageRating\n      ...PropertyReviews_property\n    }\n    similarProperties(id: $id) {\n      id\n      ...VillaCard_property\n    }\n  }\n"): (typeof documents)["\n  query PropertyPage($id: ID!) {\n    company {\n      name\n      chatUrl\n    }\n    property(id: $id) {\n      id\n      title\n      location\n      region\n      description\n      longDescription\n      features\n      layout\n      nearbyAttractions\n      amenities {\n        icon\n        label\n      }\n      images {\n        ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent\n      }\n      price\n      changeoverDay\n      minNights\n      rates(upcoming: true) {\n        from\n        to\n        weeklyPrice\n      }\n      discount\n      badge\n      bedrooms\n      sleeps\n      bathrooms\n      flightsIncluded\n      country {\n        slug\n        name\n      }\n      reviewCount\n      averageRating\n      ...PropertyReviews_property\n    }\n    similarProperties(id: $id) {\n      id\n      ...VillaCard_property\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyReviews_property on Property {\n    id\n    reviewCount\n    averageRating\n    reviews(page: { offset: 0, limit: 10 }) {\n      totalCount\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PropertyReviews_property on Property {\n    id\n    reviewCount\n    averageRating\n    reviews(page: { offset: 0, limit: 10 }) {\n      totalCount\n      items {\n        id\n        ...ReviewCard_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceCalendar($id: ID!) {\n    property(id: $id) {\n      id\n      priceCalendar {\n        checkIn\n        checkOut\n        available\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceCalendar($id: ID!) {\n    property(id: $id) {\n      id\n      priceCalendar {\n        checkIn\n        checkOut\n        available\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearestStays($id: ID!, $checkIn: String!, $checkOut: String!) {\n    bookedRanges(propertyId: $id, from: $checkIn, to: $checkOut) {\n      checkIn\n    }\n    property(id: $id) {\n      id\n      alternativeStays(checkIn: $checkIn, checkOut: $checkOut) {\n        checkIn\n        checkOut\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query NearestStays($id: ID!, $checkIn: String!, $checkOut: String!) {\n    bookedRanges(propertyId: $id, from: $checkIn, to: $checkOut) {\n      checkIn\n    }\n    property(id: $id) {\n      id\n      alternativeStays(checkIn: $checkIn, checkOut: $checkOut) {\n        checkIn\n        checkOut\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewInvitation($token: String!) {\n    reviewInvitation(token: $token) {\n      villa\n      checkIn\n      checkOut\n      author\n      validUntil\n    }\n  }\n"): (typeof documents)["\n  query ReviewInvitation($token: String!) {\n    reviewInvitation(token: $token) {\n      villa\n      checkIn\n      checkOut\n      author\n      validUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMapPins($filter: PropertyFilter) {\n    propertyPins(filter: $filter) {\n      truncated\n      items {\n        id\n        title\n        latitude\n        longitude\n        fromWeeklyPrice\n      }\n    }\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n"): (typeof documents)["\n  query SearchMapPins($filter: PropertyFilter) {\n    propertyPins(filter: $filter) {\n      truncated\n      items {\n        id\n        title\n        latitude\n        longitude\n        fromWeeklyPrice\n      }\n    }\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($filter: PropertyFilter, $page: PageInput, $after: String, $flexible: Boolean! = false) {\n    properties(filter: $filter, page: $page, after: $after) {\n      totalCount\n      totalCountIsEstimate\n      hasNextPage\n      offset\n      endCursor\n      items {\n        id\n        title\n        ...VillaCard_property\n        stays @include(if: $flexible) {\n          checkIn\n          checkOut\n          total\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search($filter: PropertyFilter, $page: PageInput, $after: String, $flexible: Boolean! = false) {\n    properties(filter: $filter, page: $page, after: $after) {\n      totalCount\n      totalCountIsEstimate\n      hasNextPage\n      offset\n      endCursor\n      items {\n        id\n        title\n        ...VillaCard_property\n        stays @include(if: $flexible) {\n          checkIn\n          checkOut\n          total\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortlistPage {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ShortlistPage {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortlistVillas {\n    shortlist {\n      id\n      title\n      ...ShortlistCard\n    }\n  }\n"): (typeof documents)["\n  query ShortlistVillas {\n    shortlist {\n      id\n      title\n      ...ShortlistCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhyUsPage {\n    whyUsCards {\n      key\n      kind\n      icon\n      title\n      body\n    }\n  }\n"): (typeof documents)["\n  query WhyUsPage {\n    whyUsCards {\n      key\n      kind\n      icon\n      title\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Currencies {\n    currencies {\n      code\n      symbol\n      exchangeRate\n    }\n  }\n"): (typeof documents)["\n  query Currencies {\n    currencies {\n      code\n      symbol\n      exchangeRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderShortlist {\n    shortlist {\n      id\n    }\n  }\n"): (typeof documents)["\n  query HeaderShortlist {\n    shortlist {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShortlistChange on ShortlistStatus {\n    propertyId\n    inShortlist\n    count\n    property {\n      id\n      inShortlist\n    }\n  }\n"): (typeof documents)["\n  fragment ShortlistChange on ShortlistStatus {\n    propertyId\n    inShortlist\n    count\n    property {\n      id\n      inShortlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PropertyAddToShortlist($propertyId: ID!) {\n    addToShortlist(propertyId: $propertyId) {\n      ...ShortlistChange\n    }\n  }\n"): (typeof documents)["\n  mutation PropertyAddToShortlist($propertyId: ID!) {\n    addToShortlist(propertyId: $propertyId) {\n      ...ShortlistChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromShortlist($propertyId: ID!) {\n    removeFromShortlist(propertyId: $propertyId) {\n      ...ShortlistChange\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromShortlist($propertyId: ID!) {\n    removeFromShortlist(propertyId: $propertyId) {\n      ...ShortlistChange\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;