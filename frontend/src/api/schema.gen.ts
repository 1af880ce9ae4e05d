// Generated from the server's OpenAPI description by scripts/api-types/generate.mjs.
// Do not edit: change the server's DTOs and views, then run `npm run api:types`.
export type paths = {
    "/api/admin/add-ons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RatePlansController_createAddOn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/add-ons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["RatePlansController_updateAddOn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/breach/document-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BreachResponseController_documentViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/breach/document-views.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BreachResponseController_documentViewsWorkbook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/breach/exposed-customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BreachResponseController_exposedCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/breach/exposed-customers.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BreachResponseController_exposedCustomersWorkbook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/damage-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["ReturnPriceListsController_setDamagePrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delivery-zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RatePlansController_createZone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delivery-zones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["RatePlansController_updateZone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffSessionsController_adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffActivityController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffSessionsController_changeOwnPassword"];
        trace?: never;
    };
    "/api/admin/rate-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RatePlansController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rate-plans/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RatePlansController_holidays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/return-fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReturnPriceListsController_createFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/return-fees/{feeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["ReturnPriceListsController_updateFee"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RatePlansController_createSeason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seasons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["RatePlansController_updateSeason"];
        post?: never;
        delete: operations["RatePlansController_removeSeason"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminBookingSettingsController_settings"];
        put: operations["AdminBookingSettingsController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminPaymentSettingsController_settings"];
        put: operations["AdminPaymentSettingsController_saveBankDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/payment-qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminPaymentSettingsController_uploadQr"];
        post?: never;
        delete: operations["AdminPaymentSettingsController_removeQr"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminPrivacySettingsController_settings"];
        put: operations["AdminPrivacySettingsController_saveOfficer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/weekend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["RatePlansController_setWeekend"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agreements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AgreementLinksController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingRequestsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-requests/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BookingRequestsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SystemController_publicConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-files/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CustomersController_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReviewsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/check-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CustomersController_checkFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CustomerSessionsController_customerLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/login/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CustomerSessionsController_verifyCustomerCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CustomersController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/me/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LoyaltyController_activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/me/data-export.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CustomersController_exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/me/deletion-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CustomersController_requestDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["CustomersController_updateLanguage"];
        trace?: never;
    };
    "/api/customers/me/loyalty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LoyaltyController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CustomersController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SystemController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LoyaltyController_tiers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PaymentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsController_proof"];
        put?: never;
        post: operations["PaymentsController_uploadProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsController_receiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/receipt/jpeg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsController_receiptJpeg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsController_paymentQr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PricingCatalogueController_catalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PrivacyNoticeController_notice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["QuotesController_quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SystemController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/condition-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RentalConditionReportController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/download-agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RentalsController_downloadAgreement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/extension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RentalsController_requestExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/extension-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RentalsController_quoteExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/send-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RentalsController_sendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/send-whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RentalsController_sendWhatsApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/settlement-statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RentalSettlementController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RentalsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/payment-qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentSettingsController_paymentQr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["StaffController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffController_resetPassword"];
        trace?: never;
    };
    "/api/staff/bank-statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BankStatementsController_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/bank-statements/columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BankStatementsController_settings"];
        put: operations["BankStatementsController_saveColumns"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/bank-statements/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BankStatementsController_lines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/bank-statements/lines/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BankStatementsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/bank-statements/lines/{id}/ignore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BankStatementsController_ignore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/booking-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffBookingRequestsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/booking-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffBookingRequestsController_approve"];
        trace?: never;
    };
    "/api/staff/booking-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffBookingRequestsController_reject"];
        trace?: never;
    };
    "/api/staff/bookings/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ManualBookingsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CalendarController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/customer-files/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffCustomersController_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffCustomersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/customers/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffCustomersController_erase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/customers/{id}/reupload-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffCustomersController_reupload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/customers/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffCustomersController_updateStatus"];
        trace?: never;
    };
    "/api/staff/customers/deletion-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffCustomersController_deletionRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DashboardController_metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DeliveriesController_list"];
        put?: never;
        post: operations["DeliveriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["DeliveriesController_remove"];
        options?: never;
        head?: never;
        patch: operations["DeliveriesController_update"];
        trace?: never;
    };
    "/api/staff/export/customers.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffCustomersController_exportCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffInvoicesController_list"];
        put?: never;
        post: operations["StaffInvoicesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["StaffInvoicesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invoices/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffInvoicesController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffSessionsController_staffLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffActivityController_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/logs/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffActivityController_viewWithCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/mail-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffMailController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/mail-messages/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffMailController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffController_members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffPaymentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/payments/{id}/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffPaymentsController_attach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/payments/{id}/detach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffPaymentsController_detach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/payments/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffPaymentsController_setStatus"];
        trace?: never;
    };
    "/api/staff/rentals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffRentalsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffRentalsController_findOne"];
        put?: never;
        post?: never;
        delete: operations["StaffRentalsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffRentalAccountController_statement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/account/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffRentalAccountController_addCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/account/entries/{entryId}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffRentalAccountController_chargePhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/account/entries/{entryId}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffRentalAccountController_reverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/account/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffRentalAccountController_recordRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/account/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffRentalAccountController_settle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffRentalsController_cancel"];
        trace?: never;
    };
    "/api/staff/rentals/{id}/existing-damage-shown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ExistingDamageShownController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/extension/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffRentalsController_approveExtension"];
        trace?: never;
    };
    "/api/staff/rentals/{id}/extension/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffRentalsController_declineExtension"];
        trace?: never;
    };
    "/api/staff/rentals/{id}/extras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["StaffRentalsController_changeExtras"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/files/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffRentalWizardController_evidenceFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffRentalWizardController_finalize"];
        trace?: never;
    };
    "/api/staff/rentals/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffRentalInvoiceController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/key-handover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffRentalWizardController_uploadKeyHandoverPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffRentalsController_completeHandover"];
        trace?: never;
    };
    "/api/staff/rentals/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffRentalWizardController_uploadPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReturnInspectionController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffRentalsController_markReturned"];
        trace?: never;
    };
    "/api/staff/rentals/{id}/return-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffRentalsController_returnQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/customer-absent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReturnInspectionController_customerAbsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/damages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReturnInspectionController_addDamage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/damages/{damageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["ReturnInspectionController_removeDamage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReturnInspectionController_addFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/fees/{line}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["ReturnInspectionController_removeFee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/files/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReturnInspectionController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReturnInspectionController_finalize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReturnInspectionController_uploadPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/readings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["ReturnInspectionController_updateReadings"];
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReturnInspectionController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReturnInspectionController_sign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/waivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReturnInspectionController_waive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/return/waivers/{line}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["ReturnInspectionController_withdrawWaiver"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/{id}/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffRentalWizardController_uploadSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/rentals/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffRentalsController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reports/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReportsController_balances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reports/balances.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReportsController_balancesWorkbook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reports/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReportsController_deposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reports/deposits.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReportsController_depositsWorkbook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reports/summonses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReportsController_summonses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reports/summonses.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReportsController_summonsesWorkbook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reports/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReportsController_vehicles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reports/vehicles.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReportsController_vehiclesWorkbook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/return-price-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReturnPriceListsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffReviewsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reviews/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffReviewsController_hide"];
        trace?: never;
    };
    "/api/staff/reviews/{id}/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["StaffReviewsController_show"];
        trace?: never;
    };
    "/api/staff/road-charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RoadChargesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/road-charges/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RoadChargesController_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/road-charges/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RoadChargesController_dispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/road-charges/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RoadChargesController_markPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/road-charges/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RoadChargesController_photo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/road-charges/{id}/write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RoadChargesController_writeOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/road-charges/summonses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RoadChargesController_recordSummons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/road-charges/tolls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RoadChargesController_importTolls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffTodayController_today"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffVehiclesController_list"];
        put?: never;
        post: operations["StaffVehiclesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["StaffVehiclesController_remove"];
        options?: never;
        head?: never;
        patch: operations["StaffVehiclesController_update"];
        trace?: never;
    };
    "/api/staff/vehicles/{id}/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VehicleBlocksController_list"];
        put?: never;
        post: operations["VehicleBlocksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["VehicleBlocksController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/compliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VehicleComplianceController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/compliance/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["VehicleComplianceController_set"];
        post?: never;
        delete: operations["VehicleComplianceController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/compliance/{kind}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VehicleComplianceController_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VehicleCostsController_list"];
        put?: never;
        post: operations["VehicleCostsController_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/costs/{costId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["VehicleCostsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/costs/{costId}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VehicleCostsController_receipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/damages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VehicleDamagesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/damages/{damageId}/repair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VehicleDamagesController_repair"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/service-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["VehicleMaintenanceController_setSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/{id}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VehicleMaintenanceController_recordService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/vehicles/upload-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StaffVehiclesController_uploadPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicle-photos/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VehiclesController_photo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VehiclesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/{id}/check-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VehiclesController_checkAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReviewsController_forVehicle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        ActivityPageView: {
            items: components["schemas"]["ActivityView"][];
            limit: number;
            page: number;
            total: number;
        };
        ActivityView: {
            /** @enum {string} */
            activityType: "points_earned" | "on_time_bonus" | "badge_earned" | "tier_reached" | "review_posted" | "points_reversed" | "badge_removed";
            /** Format: date-time */
            createdAt: string;
            /** @description English, for staff */
            description: string;
            id: number;
            pointsEarned: number;
        };
        AddChargeDto: {
            /**
             * @description RM; a string or a number, at most 2 decimals
             * @example 50.00
             */
            amount: string;
            /** @example fuel */
            category: components["schemas"]["StaffChargeCategory"];
            /** @example Returned with a quarter tank less than at pickup */
            reason: string;
        };
        AddDamageDto: {
            /**
             * @description RM, typed instead of the price list's amount; needs a reason
             * @example 250.00
             */
            amount?: string;
            /**
             * @description A UUID v4 the client made for this upload; the same id sent again returns the current state and stores nothing
             * @example 3b241101-e2bb-4255-8caf-4136c566a962
             */
            clientId?: string;
            kind: components["schemas"]["DamageKind"];
            note?: string;
            panel: components["schemas"]["CarPanel"];
            /**
             * @description Instead of photoKey: the client id the close-up was uploaded with (a point recorded before the photo had a key)
             * @example 3b241101-e2bb-4255-8caf-4136c566a962
             */
            photoClientId?: string;
            /** @description The key of one of this rental's return photos (a close-up) */
            photoKey?: string;
            /** @description Why the typed amount */
            reason?: string;
            size: components["schemas"]["DamageSize"];
            /**
             * @description Across the diagram, viewBox units
             * @example 40
             */
            x: number;
            /**
             * @description Down the diagram (front at 0)
             * @example 120
             */
            y: number;
        };
        AddOnChoiceDto: {
            /** @example 2 */
            addOnId: number;
            /** @example 1 */
            quantity: number;
        };
        AddOnDto: {
            /** @example true */
            active: boolean;
            /**
             * @description The most one costs for a whole rental
             * @example 50.00
             */
            cap?: string | null;
            /** @description Null: with every car */
            categories?: components["schemas"]["VehicleCategory"][] | null;
            /** @example Hari Raya Aidilfitri */
            nameEn: string;
            /** @example Hari Raya Aidilfitri */
            nameMs: string;
            /**
             * @description RM per day or per rental
             * @example 10.00
             */
            price: string;
            pricing: components["schemas"]["AddOnPricing"];
            /**
             * @description How many the business has; null: no limit
             * @example 3
             */
            stock?: number | null;
            /** @example true */
            taxable: boolean;
        };
        /** @enum {string} */
        AddOnPricing: "per_day" | "per_rental";
        AddOnView: {
            active: boolean;
            /** @example 50.00 */
            cap: string | null;
            /** @description Null: with every car */
            categories: components["schemas"]["VehicleCategory"][] | null;
            id: number;
            nameEn: string;
            nameMs: string;
            /** @example 10.00 */
            price: string;
            pricing: components["schemas"]["AddOnPricing"];
            /** @description How many the business has; null: no limit */
            stock: number | null;
            taxable: boolean;
        };
        AddReturnFeeDto: {
            /**
             * @description A fee of the list
             * @example 1
             */
            feeId: number;
        };
        AgreementEmailView: {
            /** @example The agreement was sent to customer@example.com */
            message: string;
            /** @example customer@example.com */
            recipient: string;
            /**
             * @example true
             * @enum {boolean}
             */
            success: true;
        };
        AgreementWhatsAppView: {
            message: string;
            /** @example +60123456789 */
            recipient: string;
            /**
             * @example true
             * @enum {boolean}
             */
            success: true;
            /** @example https://wa.me/60123456789?text=... */
            whatsappUrl: string;
        };
        ApprovalView: {
            bookingRequest: components["schemas"]["StaffBookingRequestView"];
            rental: components["schemas"]["RentalView"];
        };
        ApproveBookingRequestDto: {
            /**
             * @description Admins only: go ahead although a compliance date lapses before the rental ends (logged)
             * @example Insurance renewed this morning; the cover note is in the glovebox
             */
            complianceOverrideReason?: string;
            /**
             * @description RM off the rental amount (per day x days), 0 up to that amount; left out, the customer's tier discount
             * @example 15.00
             */
            discount?: string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffId?: number | string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffUsername?: number | string;
        };
        AssignRoadChargeDto: {
            /** @example 12 */
            rentalId: number;
        };
        AttachPaymentDto: {
            /**
             * @description One of the payment's customer's rentals
             * @example 12
             */
            rentalId: number;
        };
        AvailabilityView: {
            available: boolean;
            conflicts: components["schemas"]["BookedRange"][];
        };
        BadgeView: {
            /** @example First Rental */
            badgeName: string;
            /** @example first_rental */
            badgeType: string;
            description: string;
            /** Format: date-time */
            earnedAt: string;
        };
        BalancesReportView: {
            from: string;
            /** @description Largest balance first */
            items: components["schemas"]["CustomerBalanceView"][];
            limit: number;
            /**
             * @description What all of them owe together
             * @example 5230.00
             */
            outstanding: string;
            page: number;
            to: string;
            /** @description Customers who owe something */
            total: number;
        };
        BankDetailsDto: {
            /**
             * @description The payee name customers see beside the QR
             * @example Syarikat Sewa Kereta Ahmad
             */
            bankAccountName: string;
            /** @example 5642 8877 1903 */
            bankAccountNumber: string;
            /** @example Maybank */
            bankName: string;
        };
        /** @enum {string} */
        BlockReason: "service" | "repair" | "accident" | "other";
        BookedRange: {
            /** @example 2026-12-04 */
            endDate: string;
            /** @example 2026-12-01 */
            startDate: string;
        };
        BookingRequestPageView: {
            items: components["schemas"]["BookingRequestView"][];
            limit: number;
            page: number;
            total: number;
        };
        BookingRequestView: {
            /** Format: date-time */
            createdAt: string;
            customerMessage: string | null;
            /** @example 2026-12-04 */
            endDate: string;
            /**
             * @description The quote's total; null when the car is gone
             * @example 560.00
             */
            estimatedTotal: string | null;
            id: number;
            /** @description Every line of the price the request was sent with (older requests: the car’s daily rate now); null when the car is gone */
            quote: components["schemas"]["QuoteView"] | null;
            staffReason: string | null;
            /** @example 2026-12-01 */
            startDate: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            totalDays: number;
            /** @example Perodua Myvi - WXY */
            vehicleDisplayName: string;
            vehicleId: number;
            vehicleName: string;
        };
        BookingSettingsDto: {
            /**
             * @description Hours a car rests between one return and the next pickup (cleaning, checks); 0 for none
             * @example 12
             */
            turnaroundHours: number;
        };
        BookingSettingsView: {
            /** @example 12 */
            turnaroundHours: number;
        };
        CalendarItemView: {
            customerId: number;
            /** @description 'Unknown' when the customer record is missing */
            customerName: string;
            /** @example 2026-12-04 */
            endDate: string;
            id: number;
            /** @example 2026-12-01 */
            startDate: string;
            /** @enum {string} */
            status: "awaiting_agreement" | "approved" | "active" | "completed" | "cancelled" | "extension-requested";
            /**
             * @description The vehicle's display name, else the name kept on the rental
             * @example Perodua Myvi - WXY
             */
            vehicle: string;
            /** @description null once the vehicle record is gone */
            vehicleId: number | null;
        };
        CalendarVehicleView: {
            /** @example Perodua Myvi - WXY */
            displayName: string;
            id: number;
        };
        CalendarView: {
            /** @description Days cars are off the road overlapping the range, by start date then id */
            blocks: components["schemas"]["VehicleBlockView"][];
            /** @description Rentals overlapping the range, not cancelled, by start date then id */
            items: components["schemas"]["CalendarItemView"][];
            /** @description The active vehicles, by id */
            vehicles: components["schemas"]["CalendarVehicleView"][];
        };
        CancelRentalDto: {
            /** @example The customer changed their plans */
            reason: string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffId?: number | string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffUsername?: number | string;
        };
        /** @enum {string} */
        CarPanel: "front_bumper" | "bonnet" | "windscreen" | "roof" | "rear_windscreen" | "boot" | "rear_bumper" | "front_left_door" | "rear_left_door" | "front_right_door" | "rear_right_door" | "left_fender" | "right_fender" | "left_quarter" | "right_quarter" | "left_mirror" | "right_mirror" | "wheels" | "interior";
        ChangePasswordDto: {
            /** @description The password used to sign in now */
            currentPassword: string;
            newPassword: string;
        };
        /** @enum {string} */
        ChargeCategory: "rental_days" | "discount" | "extension" | "extra_mileage" | "fuel" | "late_return" | "damage" | "cleaning" | "summons" | "tolls" | "add_on" | "add_on_untaxed" | "delivery" | "cancellation_fee" | "service_tax";
        ChargeReasonView: {
            code: components["schemas"]["ReturnChargeReason"];
            params: {
                [key: string]: string | number;
            };
        };
        CodeSentView: {
            /** @enum {boolean} */
            codeRequired: true;
            email: string;
            message: string;
        };
        ComplianceItemView: {
            /** @description Days from today (Kuala Lumpur) to the expiry day; negative once lapsed */
            daysLeft: number;
            /**
             * @description The last day it is valid
             * @example 2027-03-31
             */
            expiresOn: string;
            /** @description A picture of the document was uploaded */
            hasDocument: boolean;
            insurer: string | null;
            kind: components["schemas"]["ComplianceKind"];
            policyNumber: string | null;
            /** @description expiring: within 30 days */
            state: components["schemas"]["ComplianceState"];
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string;
        };
        /** @enum {string} */
        ComplianceKind: "road_tax" | "insurance" | "inspection" | "permit";
        ComplianceOverrideDto: {
            /**
             * @description Admins only: go ahead although a compliance date lapses before the rental ends (logged)
             * @example Insurance renewed this morning; the cover note is in the glovebox
             */
            complianceOverrideReason?: string;
        };
        /**
         * @description expiring: within 30 days
         * @enum {string}
         */
        ComplianceState: "valid" | "expiring" | "lapsed";
        /** @enum {string} */
        CostCategory: "service" | "repair" | "tyres" | "insurance" | "road_tax" | "fuel" | "other";
        CreateBookingRequestDto: {
            addOns?: components["schemas"]["AddOnChoiceDto"][];
            /** @description Ignored: the signed-in customer is used */
            customerId?: number;
            /** @example Pickup at KLIA please */
            customerMessage?: string;
            /**
             * @description Delivery to the customer and collection, by zone
             * @example 1
             */
            deliveryZoneId?: number | null;
            /** @example 2026-12-04 */
            endDate: string;
            /** @example 2026-12-01 */
            startDate: string;
            /** @example 3 */
            vehicleId: number;
            /** @description Ignored: the vehicle's own name is used */
            vehicleName?: string;
        };
        CreateDeliveryDto: {
            /**
             * Format: date-time
             * @description ISO 8601 date-time with a zone, year 2000 to 2100
             * @example 2026-11-22T09:30:00+08:00
             */
            deliveryTime: string;
            /** @example KLIA Terminal 1 */
            fromLocation: string;
            /**
             * @description Tolls, parking, fuel (RM)
             * @default 0.00
             * @example 12.50
             */
            miscExpense?: string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffId?: number | string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffUsername?: number | string;
            /** @example Pavilion Kuala Lumpur */
            toLocation: string;
            /**
             * @description Kilometres driven, 0 or more, at most 2 decimals
             * @example 42.50
             */
            totalKm: string;
            /**
             * @description A fleet vehicle's exact name, when vehicleId is not sent
             * @example Perodua Myvi 1.5 AV
             */
            vehicleDelivered?: string;
            /**
             * @description The fleet vehicle; takes precedence over vehicleDelivered
             * @example 3
             */
            vehicleId?: number;
        };
        CreateInvoiceDto: {
            /** @example Nur Aisyah binti Ahmad */
            customerName: string;
            /**
             * @description A calendar date, 2000-01-01 to one year from today (Kuala Lumpur)
             * @example 2026-11-22
             */
            invoiceDate: string;
            /**
             * @description RM, "0.00" to "999999.99" with at most 2 decimals (a number is taken too)
             * @example 560.00
             */
            totalAmount: string;
            /** @example 4 */
            totalDays: number;
            /** @example Perodua Myvi 1.5 AV - WXY */
            vehicleRented: string;
        };
        CreateManualBookingDto: {
            /**
             * @description Admins only: go ahead although a compliance date lapses before the rental ends (logged)
             * @example Insurance renewed this morning; the cover note is in the glovebox
             */
            complianceOverrideReason?: string;
            /** @example 12 */
            customerId: number;
            /**
             * @description RM; a string or a number, at most 2 decimals
             * @default 200.00
             * @example 200.00
             */
            deposit?: string;
            /** @example 2026-12-04 */
            endDate: string;
            /** @example Walk-in customer, paid the deposit in cash */
            notes?: string;
            /**
             * @default 09:00
             * @example 09:00
             */
            pickupTime?: string;
            /**
             * @description RM per day; a string or a number, at most 2 decimals
             * @default 100.00
             * @example 100.00
             */
            rentalPerDay?: string;
            /**
             * @default 18:00
             * @example 18:00
             */
            returnTime?: string;
            /** @example 2026-12-01 */
            startDate: string;
            /**
             * @description An active vehicle
             * @example 3
             */
            vehicleId: number;
        };
        CreatePaymentDto: {
            /**
             * @description RM; a string or a number, at most 2 decimals
             * @example 150.00
             */
            amount: string;
            /**
             * @description One of your booking requests this payment is for, before it is approved: the approval carries it to the rental
             * @example 31
             */
            bookingRequestId?: number;
            /** @example Deposit for the Myvi */
            notes?: string;
            /** @enum {string} */
            paymentFor: "rental-deposit" | "rental-payment" | "fine-payment" | "damage-compensation" | "other";
            /**
             * @description Only 'qr' is accepted; card and BillPlz are coming soon
             * @example qr
             * @enum {string}
             */
            paymentMethod: "qr" | "card" | "billplz";
            /**
             * @description One of your rentals this payment is for
             * @example 12
             */
            rentalId?: number;
        };
        CreateReviewDto: {
            /**
             * @description Shown on the vehicle's page
             * @default true
             */
            isPublic?: boolean;
            /** @example 5 */
            rating: number;
            /**
             * @description One of your completed rentals
             * @example 12
             */
            rentalId: number;
            /** @description Trimmed; blank is no text */
            reviewText?: string | null;
        };
        CreateStaffDto: {
            /** @example a-long-secret */
            password: string;
            /**
             * @description 3-50 letters, digits, dots, dashes or underscores; stored in lower case, so "Aisyah" is "aisyah"
             * @example aisyah
             */
            username: string;
        };
        CreateStaffLogDto: {
            /** @example customer_status_updated */
            action: string;
            /**
             * @example {
             *       "newStatus": "blacklisted"
             *     }
             */
            details?: {
                [key: string]: (string | number | boolean) | null;
            };
            /** @description Ignored: the signed-in staff member is recorded */
            staffId?: number | string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffUsername?: number | string;
            /**
             * @description The id of what was changed, as text or a number
             * @example 12
             */
            targetId?: string | number;
            /** @example customer */
            targetType: string;
        };
        CreateVehicleBlockDto: {
            /**
             * @description Last day off the road, inclusive
             * @example 2026-12-11
             */
            endDate: string;
            /** @example 10,000 km service at Perodua Glenmarie */
            note?: string;
            /** @example service */
            reason: components["schemas"]["BlockReason"];
            /**
             * @description First day off the road (Kuala Lumpur)
             * @example 2026-12-10
             */
            startDate: string;
        };
        CurrentUserView: {
            displayName: string;
            id: number;
            /** @enum {string} */
            role: "customer" | "staff" | "admin";
            username: string;
        };
        CustomerAbsentDto: {
            /** @example Car left at the office after hours; keys in the drop box */
            reason: string;
        };
        CustomerBalanceView: {
            customerId: number;
            /** @example Aisyah binti Rahman */
            fullName: string;
            /**
             * @description The earliest end date among those rentals
             * @example 2026-10-04
             */
            oldestEndDate: string;
            /** @example 480.00 */
            outstanding: string;
            /** @example 012-345 6789 */
            phone: string;
            /**
             * @description Their rentals in the range that still owe something
             * @example 2
             */
            rentals: number;
        };
        CustomerCounts: {
            active: number;
            total: number;
        };
        CustomerFilesView: {
            driversLicense: components["schemas"]["FileExists"];
            icPassport: components["schemas"]["FileExists"];
            utilityBill: components["schemas"]["FileExists"];
        };
        /** @enum {string} */
        CustomerHold: "rental_open" | "balance_owed" | "money_held" | "summons_open" | "request_open";
        CustomerLoginDto: {
            /** @example aisyah@example.com */
            email: string;
        };
        CustomerPageView: {
            items: components["schemas"]["CustomerView"][];
            limit: number;
            page: number;
            total: number;
        };
        CustomerRentalPageView: {
            items: components["schemas"]["CustomerRentalView"][];
            limit: number;
            page: number;
            total: number;
        };
        CustomerRentalView: {
            /** @description The rental's account: what is still due and the deposit held */
            account: components["schemas"]["RentalAccountView"];
            /** @description The status changes the caller may make on this rental now */
            actions: components["schemas"]["RentalAction"][];
            /** @description True once the signed agreement can be downloaded */
            agreementReady: boolean;
            color: string | null;
            /** @description The return was finalized: its condition report can be downloaded */
            conditionReportReady: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @example 200.00 */
            deposit: string;
            /**
             * @description From this day what is left of the deposit is refundable (the return day plus the hold for late summonses)
             * @example 2026-12-18
             */
            depositRefundDueOn: string | null;
            /** @example 0.00 */
            discount: string;
            /** @example 2026-12-04 */
            endDate: string;
            extensionDeclineReason: string | null;
            extensionReason: string | null;
            /** @example 2026-12-08 */
            extensionRequestedUntil: string | null;
            /** @example 560.00 */
            grandTotal: string;
            id: number;
            /** @description The car is still out past its return date and time (Kuala Lumpur); an approved extension moves them */
            overdue: boolean;
            /**
             * Format: date-time
             * @description When the car was due back, while it is overdue; null otherwise
             */
            overdueSince: string | null;
            /** @description The account owes nothing: the charges and the deposit are paid */
            paid: boolean;
            /**
             * @description Money received for this rental (its account's payments), RM
             * @example 300.00
             */
            paidAmount: string;
            /** @example 09:00 */
            pickupTime: string;
            /** @example 120.00 */
            rentalPerDay: string;
            /** @example 18:00 */
            returnTime: string;
            /** @description The customer's review; null offers 'Leave a Review' once completed */
            review: components["schemas"]["RentalReviewSummary"] | null;
            /**
             * @description The SST within grandTotal added on top of the prices ("0.00" when prices include it)
             * @example 0.00
             */
            serviceTaxAdded: string;
            /** @description The deposit was settled or a refund recorded: the settlement statement can be downloaded */
            settlementReady: boolean;
            /** @example 2026-12-01 */
            startDate: string;
            /** @enum {string} */
            status: "awaiting_agreement" | "approved" | "active" | "completed" | "cancelled" | "extension-requested";
            totalDays: number;
            /** @description The vehicle name kept on the rental when it was booked */
            vehicle: string;
            /**
             * @description The car's display name (make model - plate), the name every screen shows
             * @example Perodua Myvi - WXY
             */
            vehicleDisplayName: string;
        };
        CustomerSelfView: {
            address: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the customer asked to delete the account (staff confirm it); null when not asked
             */
            deletionRequestedAt: string | null;
            email: string;
            fullName: string;
            hasAcceptedTerms: boolean;
            /**
             * @description Masked: only the last 4 characters
             * @example ********5678
             */
            icPassportNumber: string;
            id: number;
            /**
             * @description The language of the e-mails we send
             * @enum {string}
             */
            language: "en" | "ms";
            loyaltyPoints: number;
            phone: string;
            socialMediaHandle: string | null;
            /** @enum {string} */
            status: "active" | "blacklisted";
        };
        CustomerSessionView: {
            /** @description Bearer token for the Authorization header */
            token: string;
            user: components["schemas"]["CustomerSelfView"];
        };
        CustomerTierView: {
            /** @example 5.00 */
            discountPercentage: string;
            /** @example Silver */
            tierName: string;
        };
        CustomerView: {
            address: string;
            /**
             * Format: date-time
             * @description When the e-mail was proved; null while a registration awaits its code
             */
            confirmedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the customer asked to delete the account; null when not asked
             */
            deletionRequestedAt: string | null;
            driversLicenseUrl: string | null;
            email: string;
            /**
             * Format: date-time
             * @description When staff erased the account; null while it is live
             */
            erasedAt: string | null;
            fullName: string;
            hasAcceptedTerms: boolean;
            icPassportNumber: string;
            icPassportUrl: string | null;
            id: number;
            /**
             * @description The language of the customer's e-mails
             * @enum {string}
             */
            language: "en" | "ms";
            loyaltyPoints: number;
            phone: string;
            socialMediaHandle: string | null;
            /** @enum {string} */
            status: "active" | "blacklisted";
            /**
             * @description The loyalty tier the points reach
             * @example Silver
             */
            tierName: string;
            utilityBillUrl: string | null;
        };
        DailyRevenue: {
            /** @example 2026-11-22 */
            date: string;
            /** @example 560.00 */
            revenue: string;
        };
        /** @enum {string} */
        DamageHistoryFilter: "open" | "repaired";
        /** @enum {string} */
        DamageKind: "scratch" | "dent" | "crack" | "chip" | "missing_part" | "interior";
        /** @enum {string} */
        DamagePhase: "pickup" | "return";
        DamagePointView: {
            /** @description RM charged for it at this return (null for damage already on the car) */
            charge: string | null;
            chargeReason: string | null;
            createdAt: string;
            id: number;
            kind: components["schemas"]["DamageKind"];
            note: string | null;
            panel: components["schemas"]["CarPanel"];
            phase: components["schemas"]["DamagePhase"];
            photoKey: string | null;
            rentalId: number | null;
            size: components["schemas"]["DamageSize"];
            status: components["schemas"]["DamageStatus"];
            x: number;
            y: number;
        };
        DamagePriceDto: {
            /** @example 150.00 */
            amount: string;
            kind: components["schemas"]["DamageKind"];
            size: components["schemas"]["DamageSize"];
        };
        DamagePriceView: {
            /** @example 150.00 */
            amount: string;
            kind: components["schemas"]["DamageKind"];
            size: components["schemas"]["DamageSize"];
        };
        DamageRentalView: {
            customerName: string | null;
            /** @example 2026-11-22 */
            endDate: string;
            id: number;
            /** @example 2026-11-20 */
            startDate: string;
        };
        /** @enum {string} */
        DamageSize: "small" | "medium" | "large";
        /** @enum {string} */
        DamageStatus: "pending" | "open" | "repaired";
        DashboardView: {
            /** @description Days of the current month covered by rentals on the road */
            activeRentalDays: string[];
            /** @description Rentals on the road (active, or waiting on an extension decision) whose dates include today */
            activeToday: number;
            /** @description Active vehicles not out with a customer (no rental of theirs on the road: active, or waiting on an extension decision) */
            availableCars: number;
            /**
             * @description Collected: every completed payment, less the refunds given
             * @example 1250.00
             */
            collectedRevenue: string;
            /** @description completed / (completed + on the road), percent, one decimal */
            completionRate: number;
            /** @description Road tax, insurance, inspection and permit dates lapsing within 30 days or lapsed: the 10 soonest, and how many in all */
            compliance: components["schemas"]["ExpiringComplianceGroup"];
            customers: components["schemas"]["CustomerCounts"];
            extensionRequests: number;
            /** @description Rentals not cancelled whose account still shows a balance due */
            invoicesToCollect: number;
            /** @description Rentals overdue now: cars still out past their return date and time */
            overdueCount: number;
            /** @description The 10 longest overdue of them, longest first */
            overdueRentals: components["schemas"]["RentalView"][];
            pendingRequests: number;
            recentRentals: components["schemas"]["RentalView"][];
            /** @description Started in the last 7 days (today included) and active or completed */
            rentedThisWeek: number;
            /** @description Last 30 days, oldest first, by rental start date */
            revenueByDay: components["schemas"]["DailyRevenue"][];
            /** @example 2026-11-22 */
            today: string;
            /** @description Booked: sum of grandTotal of active and completed rentals */
            totalRevenue: string;
            /** @description rentals on the road / active vehicles, percent, one decimal */
            utilization: number;
            /** @description grandTotal of the rentals counted in rentedThisWeek */
            weekRevenue: string;
        };
        DateRangeDto: {
            /** @example 2026-12-04 */
            endDate: string;
            /** @example 2026-12-01 */
            startDate: string;
        };
        DeclineExtensionDto: {
            /** @example The car is booked by another customer */
            reason: string;
        };
        DeletionRequestView: {
            /**
             * Format: date-time
             * @description When the customer asked; staff confirm the deletion
             */
            deletionRequestedAt: string;
        };
        DeliveryDeletedView: {
            /**
             * @example true
             * @enum {boolean}
             */
            success: true;
        };
        DeliveryPageView: {
            items: components["schemas"]["DeliveryView"][];
            limit: number;
            page: number;
            total: number;
            /** @description Over the whole date range, not only this page */
            totals: components["schemas"]["DeliveryTotalsView"];
        };
        DeliveryTotalsView: {
            count: number;
            /** @example 67.80 */
            miscExpense: string;
            /** @example 123.45 */
            totalKm: string;
        };
        DeliveryView: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveryTime: string;
            fromLocation: string;
            id: number;
            /** @example 12.50 */
            miscExpense: string;
            /** @description null once the staff account is removed */
            staffId: number | null;
            staffName: string;
            toLocation: string;
            /** @example 42.50 */
            totalKm: string;
            /** @example Perodua Myvi - WXY */
            vehicleDelivered: string;
            /** @description null once the vehicle is deleted */
            vehicleId: number | null;
        };
        DeliveryZoneDto: {
            /** @example true */
            active: boolean;
            /**
             * @description Taking the car there and collecting it again
             * @example 40.00
             */
            fee: string;
            /** @example Hari Raya Aidilfitri */
            nameEn: string;
            /** @example Hari Raya Aidilfitri */
            nameMs: string;
        };
        DeliveryZoneView: {
            active: boolean;
            /** @example 40.00 */
            fee: string;
            id: number;
            nameEn: string;
            nameMs: string;
        };
        DepositsReportView: {
            /** @example 1200.00 */
            depositHeld: string;
            from: string;
            /** @description By end date, earliest first */
            items: components["schemas"]["HeldMoneyView"][];
            limit: number;
            page: number;
            /** @example 350.00 */
            refundDue: string;
            to: string;
            total: number;
        };
        DetachPaymentDto: {
            /** @example Paid for the other booking */
            reason: string;
        };
        DiagramViewBoxView: {
            /** @example 400 */
            height: number;
            /** @example 200 */
            width: number;
        };
        DocumentViewPageView: {
            from: string;
            /** @description Newest first */
            items: components["schemas"]["DocumentViewView"][];
            limit: number;
            page: number;
            staffId: number | null;
            to: string;
            total: number;
        };
        DocumentViewView: {
            customerEmail: string | null;
            customerId: number | null;
            /** @description null when the customer record no longer exists */
            customerName: string | null;
            /** @enum {string|null} */
            document: "icPassport" | "driversLicense" | "utilityBill" | null;
            /** @description The staff log entry */
            id: number;
            staffId: number | null;
            /**
             * @description null when the account has since been removed
             * @enum {string|null}
             */
            staffRole: "staff" | "admin" | null;
            /** @description The username as it was logged */
            staffUsername: string;
            /**
             * Format: date-time
             * @description When it was opened (shown in Kuala Lumpur time)
             * @example 2026-11-02T03:15:00.000Z
             */
            viewedAt: string;
        };
        ErasedCustomerView: {
            /** Format: date-time */
            erasedAt: string;
            id: number;
        };
        ErrorBody: {
            code: components["schemas"]["ErrorCode"];
            /** @example Not Found */
            error: string;
            /** @description The refused inputs, for validation failures. */
            fields?: components["schemas"]["FieldError"][];
            /** @description English text; a list for validation. */
            message: string | string[];
            params?: components["schemas"]["ErrorParams"];
            /** @example 404 */
            statusCode: number;
        };
        /**
         * @description Stable code of a refusal; `message` is its English text.
         * @enum {string}
         */
        ErrorCode: "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "REQUEST_TIMEOUT" | "CONFLICT" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNPROCESSABLE_ENTITY" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "VALIDATION_FAILED" | "RECORD_NOT_FOUND" | "DUPLICATE_RECORD" | "MALFORMED_JSON" | "BODY_TOO_LARGE" | "BODY_TOO_DEEP" | "BODY_NOT_UTF8" | "CHARSET_UNSUPPORTED" | "TOO_MANY_FORM_FIELDS" | "MALFORMED_URL" | "JSON_ONLY" | "FILE_TOO_LARGE" | "UNEXPECTED_FILE_FIELD" | "RANGE_REVERSED" | "FILE_NOT_FOUND" | "INVALID_ID" | "IDEMPOTENCY_KEY_INVALID" | "STORAGE_UNAVAILABLE" | "RATE_LIMIT_UNAVAILABLE" | "NOT_AN_IMAGE" | "IMAGE_UNREADABLE" | "IMAGE_TOO_MANY_PIXELS" | "IMAGE_NOT_PROCESSED" | "REQUEST_TOO_DEEP" | "SERVER_LOG_ACTION" | "CLIENT_LOG_LIMIT" | "INVALID_CREDENTIALS" | "INVALID_ADMIN_CREDENTIALS" | "SIGN_IN_REQUIRED" | "SESSION_EXPIRED" | "SESSION_ENDED" | "INVALID_TOKEN" | "PERMISSION_DENIED" | "ACCOUNT_SUSPENDED" | "TOO_MANY_SIGN_INS" | "STATEMENT_FILE_MISSING" | "STATEMENT_TOO_LARGE" | "STATEMENT_TOO_MANY_LINES" | "STATEMENT_NOT_READABLE" | "STATEMENT_COLUMNS_NOT_CHOSEN" | "STATEMENT_COLUMNS_NOT_FOUND" | "STATEMENT_IMPORT_BUSY" | "STATEMENT_LINE_NOT_FOUND" | "STATEMENT_LINE_NOT_PROPOSED" | "STATEMENT_LINE_ALREADY_DECIDED" | "START_DATE_IN_PAST" | "END_BEFORE_START" | "START_TOO_FAR_AHEAD" | "BOOKING_TOO_LONG" | "TOO_MANY_PENDING_REQUESTS" | "DATES_TAKEN" | "VEHICLE_NO_LONGER_EXISTS" | "DISCOUNT_ABOVE_SUBTOTAL" | "REQUEST_ALREADY_DECIDED" | "BOOKING_REQUEST_NOT_FOUND" | "CALENDAR_RANGE_TOO_LONG" | "CUSTOMER_BLACKLISTED" | "VEHICLE_ALREADY_BOOKED" | "CUSTOMER_NOT_FOUND" | "NO_ACCOUNT_FOR_EMAIL" | "WRONG_SIGN_IN_CODE" | "TOO_MANY_SIGN_IN_CODES" | "OWN_DOCUMENTS_ONLY" | "PRIVACY_CONSENT_REQUIRED" | "EMAIL_TAKEN" | "NO_FILES_SELECTED" | "INVALID_FILE_NAME" | "ACCOUNT_HAS_HOLDS" | "DELETION_NOT_REQUESTED" | "ACCOUNT_ALREADY_ERASED" | "TOO_MANY_DATA_EXPORTS" | "DELIVERY_NOT_FOUND" | "DELIVERY_VEHICLE_REQUIRED" | "INVOICE_NOT_FOUND" | "INVOICE_NOTHING_TO_BILL" | "INVOICE_KEY_REUSED" | "LEDGER_AMOUNT_INVALID" | "REFUND_EXCEEDS_PAID" | "REFUND_EXCEEDS_OWED" | "REFUND_NOT_YET" | "DEDUCTION_EXCEEDS_DEPOSIT" | "LEDGER_ENTRY_NOT_FOUND" | "LEDGER_ENTRY_NOT_REVERSIBLE" | "LEDGER_TAX_FOLLOWS_CHARGE" | "LEDGER_ENTRY_ALREADY_REVERSED" | "SETTLEMENT_NOT_READY" | "RENTAL_MAIL_LIMIT" | "RECIPIENT_MAIL_LIMIT" | "MAIL_BUDGET_EXCEEDED" | "MAIL_NOT_FOUND" | "MAIL_NOT_FAILED" | "PAYMENT_NOT_FOUND" | "PAYMENT_QR_NOT_UPLOADED" | "QR_IMAGE_MISSING" | "QR_IMAGE_TOO_LARGE" | "PAYMENT_QR_UNREADABLE" | "PAYMENT_QR_NOT_PAYMENT" | "PAYMENT_QR_NOT_RINGGIT" | "PROOF_TOO_LARGE" | "PAYMENT_METHOD_COMING_SOON" | "NOT_YOUR_RENTAL" | "NOT_YOUR_BOOKING_REQUEST" | "RENTAL_OR_REQUEST" | "BOOKING_REQUEST_REJECTED" | "PAYMENT_NOT_COMPLETED" | "PAYMENT_ALREADY_ATTACHED" | "PAYMENT_NOT_ATTACHED" | "PAYMENT_OTHER_CUSTOMER" | "PAYMENT_REFERENCE_TAKEN" | "PROOF_MISSING" | "PROOF_NOT_PENDING" | "PROOF_TYPE_INVALID" | "PROOF_NOT_UPLOADED" | "NO_RECEIPT_FOR_FAILED_PAYMENT" | "PAYMENT_KEY_REUSED" | "PAYMENT_CHANGED" | "PAYMENT_ALREADY_DECIDED" | "PAYMENT_JUST_VERIFIED" | "PDF_FAILED" | "PDF_BROWSER_MISSING" | "TOO_MANY_RENDERS" | "RENDER_QUEUE_FULL" | "ADD_ON_TWICE" | "ADD_ON_NOT_OFFERED" | "ADD_ON_SOLD_OUT" | "ADD_ON_BEYOND_STOCK" | "DELIVERY_ZONE_NOT_FOUND" | "SEASON_MINIMUM_DAYS" | "SEASON_NOT_FOUND" | "SEASON_DATES_REVERSED" | "SEASON_OVERLAPS" | "TOO_MANY_QUOTES" | "ADD_ON_NOT_FOUND" | "ZONE_NOT_FOUND" | "RENTAL_NOT_FOUND" | "SIGNATURE_NOT_PNG" | "SIGNATURE_TOO_LARGE" | "SIGNATURE_REQUIRED" | "NO_PHOTOS" | "PHOTO_TYPES_MISMATCH" | "DUPLICATE_PHOTO_TYPE" | "KEY_HANDOVER_PHOTO_MISSING" | "MISSING_REQUIRED_PHOTOS" | "AGREEMENT_ALREADY_COMPLETED" | "EVIDENCE_CHANGED" | "AGREEMENT_NOT_READY" | "AGREEMENT_NOT_GENERATED" | "AGREEMENT_CHANGED" | "AGREEMENT_FILE_MISSING" | "AGREEMENT_MAIL_FAILED" | "NO_LINK_FOR_CANCELLED" | "NO_LINK_FOR_BLACKLISTED" | "CUSTOMER_PHONE_NOT_WHATSAPP" | "RENTAL_HAS_NO_CUSTOMER" | "AGREEMENT_LINK_INVALID" | "AGREEMENT_LINK_WITHDRAWN" | "RENTAL_ALREADY_COMPLETED" | "RENTAL_ALREADY_CANCELLED" | "NOT_RETURNABLE" | "RETURN_INSPECTION_STARTED" | "RETURN_BEFORE_PICKUP" | "RETURN_IN_FUTURE" | "MILEAGE_BELOW_PICKUP" | "EXTRAS_LOCKED" | "NOT_EXTENDABLE" | "EXTENSION_DATES_TAKEN" | "NO_EXTENSION_REQUEST" | "END_DATE_NOT_LATER" | "HANDOVER_PHOTO_MISSING" | "NOT_READY_FOR_HANDOVER" | "HANDOVER_BALANCE_DUE" | "HANDOVER_DEPOSIT_NOT_HELD" | "EXISTING_DAMAGE_NOT_SHOWN" | "RENTAL_NOT_COMPLETED" | "ALREADY_REVIEWED" | "REVIEW_NOT_FOUND" | "REVIEW_ALREADY_HIDDEN" | "REVIEW_ALREADY_SHOWN" | "STAFF_NOT_FOUND" | "USERNAME_TAKEN" | "WRONG_CURRENT_PASSWORD" | "ADMIN_PASSWORD_SELF_SERVICE" | "PUBLISHED_PASSWORD" | "PASSWORD_RESET_CONFLICT" | "ADMIN_NOT_REMOVABLE" | "SAME_PASSWORD" | "PASSWORD_CHANGED_ELSEWHERE" | "SERVER_SHUTTING_DOWN" | "REDIS_UNREACHABLE" | "DATABASE_UNREACHABLE" | "VEHICLE_NOT_FOUND" | "VEHICLE_PHOTO_REQUIRED" | "VEHICLE_NAME_TAKEN" | "VEHICLE_PHOTO_TAKEN" | "VEHICLE_PHOTO_GONE" | "PHOTO_NOT_FOUND" | "VEHICLE_REGISTRATION_IN_FUTURE" | "ROAD_CHARGE_PLATE_UNKNOWN" | "ROAD_CHARGE_PLATE_AMBIGUOUS" | "ROAD_CHARGE_VEHICLE_UNKNOWN" | "ROAD_CHARGE_IN_FUTURE" | "ROAD_CHARGE_BEFORE_VEHICLE" | "ROAD_CHARGE_DUPLICATE" | "ROAD_CHARGE_NOT_FOUND" | "ROAD_CHARGE_WRONG_STATE" | "ROAD_CHARGE_RENTAL_NOT_FOR_VEHICLE" | "TOLL_FILE_MISSING" | "TOLL_FILE_TOO_LARGE" | "TOLL_TOO_MANY_LINES" | "TOLL_NOT_READABLE" | "TOLL_COLUMNS_NOT_FOUND" | "TOLL_LINE_INVALID" | "TOLL_LINE_FORMULA" | "TOLL_LINE_OUT_OF_RANGE" | "TOLL_IMPORT_BUSY" | "RETURN_NOT_OPEN" | "RETURN_ALREADY_FINALIZED" | "RETURN_CHANGED" | "RETURN_PHOTO_NOT_FOUND" | "RETURN_TIME_INVALID" | "RETURN_DAMAGE_NOT_FOUND" | "RETURN_FEE_NOT_FOUND" | "RETURN_LINE_NOT_FOUND" | "RETURN_WAIVER_NOT_FOUND" | "RETURN_AMOUNT_ZERO" | "RETURN_AMOUNT_REASON_REQUIRED" | "RETURN_INCOMPLETE" | "RETURN_QUOTE_CHANGED" | "RETURN_TOO_MANY_PHOTOS" | "DAMAGE_PRICE_NOT_FOUND" | "CONDITION_REPORT_NOT_READY" | "VEHICLE_DAMAGE_NOT_FOUND" | "DAMAGE_ALREADY_REPAIRED" | "DAMAGE_NOT_OPEN" | "DAMAGE_REPAIR_DATE_INVALID" | "FLEET_VEHICLE_NOT_FOUND" | "COMPLIANCE_KIND_UNKNOWN" | "COMPLIANCE_ITEM_NOT_FOUND" | "COMPLIANCE_DOCUMENT_NOT_FOUND" | "COMPLIANCE_DATE_BEFORE_REGISTRATION" | "COMPLIANCE_DATE_OUT_OF_RANGE" | "COMPLIANCE_INSURANCE_ONLY" | "VEHICLE_COMPLIANCE_LAPSED" | "SERVICE_IN_FUTURE" | "SERVICE_BEFORE_REGISTRATION" | "VEHICLE_COST_NOT_FOUND" | "VEHICLE_COST_RECEIPT_NOT_FOUND" | "VEHICLE_COST_IN_FUTURE" | "VEHICLE_BLOCK_NOT_FOUND" | "VEHICLE_BLOCK_ENDS_BEFORE_START" | "VEHICLE_BLOCK_IN_PAST" | "VEHICLE_BLOCK_TOO_FAR_AHEAD" | "VEHICLE_BLOCK_TOO_LONG" | "VEHICLE_BLOCK_OVER_RENTAL" | "VEHICLE_ALREADY_BLOCKED" | "COMPLIANCE_OVERRIDE_ADMIN_ONLY" | "REPORT_RANGE_REVERSED" | "REPORT_RANGE_TOO_LONG" | "REPORT_RANGE_OUT_OF_BOUNDS" | "REPORT_VEHICLE_NOT_FOUND";
        /** @description Values filled into the message, by placeholder name. */
        ErrorParams: {
            [key: string]: string | number;
        };
        ExpiringComplianceGroup: {
            items: components["schemas"]["ExpiringComplianceView"][];
            /** @description Every such date; items holds the first of them only */
            total: number;
        };
        ExpiringComplianceView: {
            /** @description Negative once lapsed */
            daysLeft: number;
            /** @example 2026-12-20 */
            expiresOn: string;
            kind: components["schemas"]["ComplianceKind"];
            /** @example WXY */
            plate: string | null;
            /** @example Perodua Myvi - WXY */
            vehicleDisplayName: string;
            vehicleId: number;
        };
        ExposedCustomerPageView: {
            from: string;
            /** @description By customer id */
            items: components["schemas"]["ExposedCustomerView"][];
            limit: number;
            page: number;
            staffId: number | null;
            to: string;
            total: number;
        };
        ExposedCustomerView: {
            customerId: number;
            /** @description Documents the customer has on file now */
            documentsHeld: ("icPassport" | "driversLicense" | "utilityBill")[];
            /** @description Documents opened by staff in the range */
            documentsViewed: ("icPassport" | "driversLicense" | "utilityBill")[];
            email: string;
            /** @example Aisyah binti Rahman */
            fullName: string;
            /**
             * @description The language to write the notice in
             * @enum {string}
             */
            language: "en" | "ms";
            /**
             * Format: date-time
             * @description The last time staff opened one of them in the range
             */
            lastViewedAt: string | null;
            /** @example 012-345 6789 */
            phone: string;
        };
        /** @enum {string} */
        ExtensionChargeCategory: "extension" | "add_on" | "add_on_untaxed";
        ExtensionQuoteDto: {
            /**
             * @description The new return date (YYYY-MM-DD), after the current one
             * @example 2026-12-08
             */
            newEndDate: string;
        };
        ExtensionQuoteLineView: {
            /** @example 300.00 */
            amount: string;
            category: components["schemas"]["ExtensionChargeCategory"];
            /** @description The add-on's name; null for the days */
            name: components["schemas"]["ExtensionQuoteNameView"] | null;
        };
        ExtensionQuoteNameView: {
            en: string;
            ms: string;
        };
        ExtensionQuoteView: {
            /**
             * @description Service tax added on top of the lines
             * @example 0.00
             */
            addedTax: string;
            /**
             * @description What the extension adds, tax included
             * @example 300.00
             */
            extensionTotal: string;
            /** @example 3 */
            extraDays: number;
            lines: components["schemas"]["ExtensionQuoteLineView"][];
            /** @example 2026-12-08 */
            newEndDate: string;
            /**
             * @description The rental's grand total once extended
             * @example 860.00
             */
            newGrandTotal: string;
        };
        ExtensionRequestDto: {
            /**
             * @description The new return date (YYYY-MM-DD), after the current one
             * @example 2026-12-08
             */
            newEndDate: string;
            /** @example My trip was extended by three days */
            reason: string;
        };
        FieldError: {
            code: components["schemas"]["FieldErrorCode"];
            /**
             * @description The input's property path, e.g. email or documents.icPassport.
             * @example email
             */
            field: string;
            /** @description English text for this input alone. */
            message: string;
            params?: components["schemas"]["ErrorParams"];
        };
        /**
         * @description Why one input was refused.
         * @enum {string}
         */
        FieldErrorCode: "INVALID" | "IS_STRING" | "IS_EMAIL" | "IS_IN" | "IS_INT" | "IS_BOOLEAN" | "IS_ARRAY" | "ARRAY_MAX_SIZE" | "ARRAY_MIN_SIZE" | "ARRAY_UNIQUE" | "MATCHES" | "MIN" | "MAX" | "MIN_LENGTH" | "MAX_LENGTH" | "NOT_ALLOWED" | "NESTED" | "IS_REQUIRED_TEXT" | "IS_ENTITY_ID" | "MAX_MONEY_AMOUNT" | "IS_WHOLE_NUMBER" | "CALENDAR_DATE" | "SHORT_SCALAR" | "IS_LOG_TARGET_ID" | "IS_LOG_DETAILS" | "IS_DELIVERY_TIME" | "MAX_KILOMETRES" | "IS_INVOICE_DATE" | "IS_PAYMENT_AMOUNT" | "IS_PAYMENT_PURPOSE" | "IS_PHONE_NUMBER" | "IS_IC_PASSPORT_NUMBER" | "DOCUMENT_MISSING" | "DOCUMENT_UNUSABLE" | "CONTROL_CHARACTERS" | "MALFORMED_UNICODE" | "NONCHARACTERS";
        FileExists: {
            exists: boolean;
        };
        FinalizeRentalDto: {
            /**
             * @description Admins only: go ahead although a compliance date lapses before the rental ends (logged)
             * @example Insurance renewed this morning; the cover note is in the glovebox
             */
            complianceOverrideReason?: string;
            /**
             * @description Odometer at pickup, km
             * @example 12000
             */
            currentMileage: number;
            /**
             * @description Eighths of a tank at pickup
             * @example 4
             */
            fuelLevel: number;
            /**
             * @description Also hand over the keys now (approved -> active), with the wizard's key handover photo: the customer is here
             * @default false
             */
            handOver?: boolean;
            /**
             * @description Why the keys go out although the business's payment requirement is not met (logged and shown on the rental)
             * @example Regular customer, pays the balance by transfer tonight
             */
            overrideReason?: string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffId?: number | string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffUsername?: number | string;
        };
        FinalizeReturnDto: {
            /**
             * @description The total staff were shown; the return is refused if the charges changed
             * @example 85.00
             */
            expectedTotal: string;
        };
        /**
         * @description What the business's payment requirement still asks before the keys go out (an override reason lets them go), from the agreement wizard until the handover; null when nothing
         * @enum {string}
         */
        HandoverShortfall: "BALANCE_DUE" | "DEPOSIT_NOT_HELD";
        HealthView: {
            /** @example up */
            database: string;
            /** @example ok */
            status: string;
        };
        HeldMoneyView: {
            customerId: number;
            customerName: string;
            /**
             * @description Deposit money held on a rental still running
             * @example 200.00
             */
            depositHeld: string;
            endDate: string;
            /**
             * @description Money to give back on a rental that is over (returned or cancelled)
             * @example 0.00
             */
            refundDue: string;
            rentalId: number;
            startDate: string;
            /** @enum {string} */
            status: "awaiting_agreement" | "approved" | "active" | "completed" | "cancelled" | "extension-requested";
            vehicle: string;
        };
        HolidayView: {
            /** @example 2027-03-10 */
            endDate: string;
            /**
             * @description Kept on the season made from it
             * @example 2027-03-09|End of Ramadan (Eid al-Fitr)
             */
            key: string;
            nameEn: string;
            nameMs: string;
            /** @description The season made from it, if there is one */
            seasonId: number | null;
            /** @example 2027-03-09 */
            startDate: string;
        };
        /**
         * @description Identity documents the customer has no file for (empty when both are on file, or the customer is gone)
         * @enum {string}
         */
        IdentityDocument: "icPassport" | "driversLicense";
        InvoiceDeletedView: {
            /**
             * @example true
             * @enum {boolean}
             */
            success: true;
        };
        InvoiceLineView: {
            /**
             * @description RM before service tax
             * @example 465.00
             */
            amount: string;
            category: components["schemas"]["ChargeCategory"];
            /**
             * @description The charge as staff described it; may be empty
             * @example Returned with a quarter tank less
             */
            description: string;
            /**
             * @description RM of service tax on this line; 0.00 when it carries none
             * @example 37.20
             */
            taxAmount: string;
        };
        InvoicePageView: {
            items: components["schemas"]["InvoiceView"][];
            limit: number;
            page: number;
            total: number;
        };
        InvoiceView: {
            /** Format: date-time */
            createdAt: string;
            /** @example Nur Aisyah binti Ahmad */
            customerName: string;
            /** @example 12 */
            id: number;
            /** @example 2026-11-22 */
            invoiceDate: string;
            /**
             * @description The invoice number from the yearly counter; never reused
             * @example INV-2026-000123
             */
            number: string | null;
            /** @description The rental billed, when made from its account */
            rentalId: number | null;
            /**
             * @description RM before service tax
             * @example 518.52
             */
            subtotalAmount: string | null;
            /**
             * @description RM of service tax (SST) in the total
             * @example 41.48
             */
            taxAmount: string | null;
            /**
             * @description RM, a decimal string: what the customer pays, tax included
             * @example 560.00
             */
            totalAmount: string;
            /** @example 4 */
            totalDays: number;
            /** @example Perodua Myvi 1.5 AV - WXY */
            vehicleRented: string;
        };
        LanguageView: {
            /** @enum {string} */
            language: "en" | "ms";
        };
        /**
         * @description What a charge is for; on a payment, 'toward_deposit' when it was sent as the deposit
         * @enum {string}
         */
        LedgerCategory: "rental_days" | "discount" | "extension" | "extra_mileage" | "fuel" | "late_return" | "damage" | "cleaning" | "summons" | "tolls" | "add_on" | "add_on_untaxed" | "delivery" | "cancellation_fee" | "service_tax" | "toward_deposit";
        /** @enum {string} */
        LedgerEntryKind: "charge" | "deposit" | "payment" | "deposit_deduction" | "refund";
        LedgerEntryView: {
            /**
             * @description RM; negative on a reversal and on a discount
             * @example 50.00
             */
            amount: string;
            /** @description What a charge is for; on a payment, 'toward_deposit' when it was sent as the deposit */
            category: components["schemas"]["LedgerCategory"] | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Staff attached a photo to this charge (GET .../account/entries/:entryId/photo) */
            hasPhoto: boolean;
            id: number;
            kind: components["schemas"]["LedgerEntryKind"];
            note: string | null;
            /** @description The payment a payment entry records */
            paymentId: number | null;
            /** @description The staff member who wrote it; null when the system did */
            recordedBy: string | null;
            /** @description A later entry cancels this one */
            reversed: boolean;
            /** @description The entry this one cancels */
            reversesEntryId: number | null;
        };
        LoyaltyView: {
            badges: components["schemas"]["BadgeView"][];
            nextTier: components["schemas"]["TierView"] | null;
            points: number;
            pointsToNextTier: number | null;
            /** @description Whole percent toward the next tier; 100 at the top tier */
            progressPercent: number;
            tier: components["schemas"]["TierView"];
            /** @description Every tier, lowest first */
            tiers: components["schemas"]["TierView"][];
        };
        MailMessagePageView: {
            items: components["schemas"]["MailMessageView"][];
            limit: number;
            page: number;
            total: number;
        };
        MailMessageView: {
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @description Why the last attempt failed */
            lastError: string | null;
            recipient: string;
            /** Format: date-time */
            sentAt: string | null;
            /** @enum {string} */
            status: "queued" | "sending" | "sent" | "failed";
            subject: string;
        };
        ManualBookingView: {
            /** @example Booking created */
            message: string;
            rental: components["schemas"]["StaffRentalView"];
        };
        OpenSummonsView: {
            /**
             * @description The fine and the admin fee
             * @example 150.00
             */
            amount: string;
            customerName: string | null;
            id: number;
            issuer: components["schemas"]["SummonsIssuer"] | null;
            noticeNumber: string | null;
            /**
             * Format: date-time
             * @example 2026-11-02T03:15:00.000Z
             */
            occurredAt: string;
            place: string;
            /** @example WXY 1234 */
            plate: string;
            rentalId: number | null;
            status: components["schemas"]["RoadChargeStatus"];
        };
        PaymentPageView: {
            items: components["schemas"]["PaymentView"][];
            limit: number;
            page: number;
            total: number;
        };
        PaymentQrRemovedView: {
            /**
             * @example true
             * @enum {boolean}
             */
            success: true;
        };
        PaymentQrUploadedView: {
            /** @example KUALA LUMPUR */
            merchantCity: string | null;
            /**
             * @description The QR's payee (merchant name), as banking apps will show it
             * @example KERETA SEWA RAKYAT SDN BHD
             */
            payeeName: string;
            /**
             * @example true
             * @enum {boolean}
             */
            uploaded: true;
        };
        PaymentQrView: {
            /** @description The bank account holder to transfer to */
            accountName: string;
            accountNumber: string;
            /** @example 150.00 */
            amount: string;
            bankName: string;
            /**
             * @description A PNG data: URL of the DuitNow QR holding the amount (tag 54) and the reference (tag 62, 05); null for a bank transfer
             * @example data:image/png;base64,iVBORw0KGgo...
             */
            image: string | null;
            /**
             * @description The QR's merchant city; null without a QR or when it names none
             * @example KUALA LUMPUR
             */
            merchantCity: string | null;
            /**
             * @description The payee the QR pays (its merchant name): the name the banking app shows when scanning; null without a QR
             * @example KERETA SEWA RAKYAT SDN BHD
             */
            payeeName: string | null;
            /**
             * @description The reference to write on the transfer (and held in the QR); the payment made with the same Idempotency-Key carries it
             * @example PAY-7QX2M9ABK4TD
             */
            reference: string;
            /**
             * @description 'duitnow-qr': a QR made for this payment from the business's uploaded DuitNow QR; 'bank-transfer': no QR is uploaded, so there is none to scan and the customer transfers to the bank details
             * @enum {string}
             */
            source: "duitnow-qr" | "bank-transfer";
        };
        PaymentSettingsView: {
            /** @description Where every change is e-mailed (ADMIN_EMAIL); null when not set */
            adminEmail: string | null;
            /** @description The payee name customers see beside the QR */
            bankAccountName: string;
            bankAccountNumber: string;
            bankName: string;
            /** @description Customers are shown a QR made for each payment (with its amount and reference) from the uploaded one; otherwise they are shown the bank details to transfer to */
            qrDynamic: boolean;
            /** @description The uploaded QR's merchant city; null when none was read */
            qrMerchantCity: string | null;
            /** @description The uploaded QR's payee (merchant name); null when none was read */
            qrPayeeName: string | null;
            /** Format: date-time */
            qrUpdatedAt: string | null;
            /** @description A QR image is on file (GET /api/settings/payment-qr) */
            qrUploaded: boolean;
        };
        PaymentView: {
            /** @example 150.00 */
            amount: string;
            /** @description The booking request it was paid for before approval */
            bookingRequestId: number | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Why staff marked it failed */
            failureReason: string | null;
            id: number;
            notes: string | null;
            /** @enum {string} */
            paymentFor: "rental-deposit" | "rental-payment" | "fine-payment" | "damage-compensation" | "other";
            /** @example qr */
            paymentMethod: string;
            /** @enum {string} */
            paymentStatus: "pending" | "completed" | "failed";
            proofUploaded: boolean;
            /** @example RCP-2026-000123 */
            receiptNumber: string;
            rentalId: number | null;
            /** @description The vehicle name kept on the rental when it was booked */
            rentalVehicle: string | null;
            /**
             * @description The display name of the rental's car (make model - plate)
             * @example Perodua Myvi - WXY
             */
            rentalVehicleDisplayName: string | null;
            /**
             * @description The bank-transfer reference, made by the server and unique across all payments
             * @example PAY-7QX2M9ABK4TD
             */
            transactionId: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        PendingDeletionView: {
            /** Format: date-time */
            deletionRequestedAt: string;
            email: string;
            fullName: string;
            holds: components["schemas"]["CustomerHold"][];
            id: number;
        };
        PickupPhotoView: {
            takenAt: string;
            /** @description A pickup angle: GET …/files/{type} */
            type: string;
        };
        PricingCatalogueView: {
            addOns: components["schemas"]["AddOnView"][];
            deliveryZones: components["schemas"]["DeliveryZoneView"][];
            /**
             * @example [
             *       5,
             *       6,
             *       0
             *     ]
             */
            weekendDays: number[];
        };
        PrivacyNoticeView: {
            /**
             * @description Months after a customer's last rental before their identity documents and signatures are deleted
             * @example 24
             */
            documentRetentionMonths: number;
            /** @description The data protection officer, or null until the admin names one (the page then gives the business's own contact details) */
            dpo: components["schemas"]["PrivacyOfficerView"] | null;
            /**
             * @description The version of the notice a new registration agrees to
             * @example 2026-11-28
             */
            version: string;
        };
        PrivacyOfficerDto: {
            /** @example dpo@keretasewa.my */
            email: string;
            /** @example Nurul Huda binti Hassan */
            name: string;
            /** @example +60 3-2161 0000 */
            phone: string;
        };
        PrivacyOfficerView: {
            /** @example dpo@keretasewa.my */
            email: string;
            /** @example Nurul Huda binti Hassan */
            name: string;
            /** @example +60 3-2161 0000 */
            phone: string;
        };
        PublicConfigView: {
            authorTag: string;
            bankAccountName: string;
            bankAccountNumber: string;
            /** @description Where customers pay (invoices, the payment QR) */
            bankName: string;
            /** @description Printed on invoices and receipts */
            businessAddress: string;
            businessName: string;
            businessPhone: string;
            businessWhatsapp: string;
            /** @description Customer sign-in needs the 6-digit code e-mailed to them */
            customerSignInCode: boolean;
            serviceTax: components["schemas"]["PublicServiceTaxView"];
        };
        PublicReviewView: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            rating: number;
            /** @example Siti T. */
            reviewerName: string;
            reviewText: string | null;
        };
        PublicServiceTaxView: {
            /** @description True: prices already contain the tax; false: it is added on top */
            pricesInclude: boolean;
            /**
             * @description Basis points: 800 is 8% (0 when not registered)
             * @example 800
             */
            rateBasisPoints: number;
            /** @description Registered for SST; false: no tax anywhere */
            registered: boolean;
        };
        PublicVehicleView: {
            /** @example Compact */
            category: components["schemas"]["VehicleCategory"];
            color: string | null;
            /** @example 100.00 */
            dailyRate: string;
            /** @example 200.00 */
            deposit: string;
            /** @example Perodua Myvi - WXY */
            displayName: string;
            id: number;
            make: string;
            /** @description Kilometres per rental, 0 when none is stated */
            mileageLimit: number;
            model: string;
            /**
             * @description Per day from 28 days; null: none
             * @example 90.00
             */
            monthlyRate: string | null;
            name: string;
            /** @example /api/vehicle-photos/3f1c...jpg */
            photoUrl: string | null;
            /**
             * @description On the weekend days; null: the daily rate
             * @example 180.00
             */
            weekendRate: string | null;
            /**
             * @description Per day from 7 days; null: none
             * @example 110.00
             */
            weeklyRate: string | null;
        };
        /** @enum {string} */
        QuoteDayRate: "daily" | "weekend" | "weekly" | "monthly";
        /** @enum {string} */
        QuoteDiscountReason: "tier" | "chosen";
        QuoteDto: {
            addOns?: components["schemas"]["AddOnChoiceDto"][];
            /**
             * @description Delivery to the customer and collection, by zone
             * @example 1
             */
            deliveryZoneId?: number | null;
            /** @example 2026-12-04 */
            endDate: string;
            /** @example 2026-12-01 */
            startDate: string;
            /** @example 3 */
            vehicleId: number;
        };
        /** @enum {string} */
        QuoteLineKind: "days" | "add_on" | "delivery" | "discount" | "tax" | "deposit";
        QuoteLineView: {
            addOnId?: number;
            /**
             * @description RM; a discount is taken off the total
             * @example 360.00
             */
            amount: string;
            /** @description The add-on’s cap, not days x price, set what one costs */
            capped?: boolean;
            /** @description Days charged on this line (per unit for an add-on) */
            days?: number;
            kind: components["schemas"]["QuoteLineKind"];
            nameEn?: string;
            nameMs?: string;
            /**
             * @description Percent: the tier discount or the service tax rate
             * @example 8.00
             */
            percent?: string;
            pricing?: components["schemas"]["AddOnPricing"];
            quantity?: number;
            rate?: components["schemas"]["QuoteDayRate"];
            reason?: components["schemas"]["QuoteDiscountReason"];
            season?: components["schemas"]["QuoteSeasonView"] | null;
            tierName?: string | null;
            /**
             * @description RM per day (days), per day or per rental (add-on)
             * @example 180.00
             */
            unitPrice?: string;
            zoneId?: number;
        };
        QuoteMinimumView: {
            minDays: number;
            nameEn: string;
            nameMs: string;
            seasonId: number;
        };
        QuoteSeasonView: {
            id: number;
            nameEn: string;
            nameMs: string;
            /** @description The percentage it moves the rate by; null when it sets its own rate */
            percent: number | null;
        };
        QuoteView: {
            /**
             * @description Service tax added on top
             * @example 0.00
             */
            addedTax: string;
            /** @example 30.00 */
            addOnsTotal: string;
            /** @description Days charged: more than asked for when the next length tier costs less */
            chargedDays: number;
            /** @example 540.00 */
            daysTotal: string;
            /** @example 0.00 */
            deliveryFee: string;
            /** @example 200.00 */
            deposit: string;
            /** @example 0.00 */
            discount: string;
            /** @example 2027-03-12 */
            endDate: string;
            /**
             * @description Service tax already inside the prices
             * @example 0.00
             */
            includedTax: string;
            lines: components["schemas"]["QuoteLineView"][];
            /** @description A season’s minimum days these dates miss: they cannot be booked */
            shortOfMinimum: components["schemas"]["QuoteMinimumView"] | null;
            /** @example 2027-03-09 */
            startDate: string;
            /**
             * @description What the customer pays, the deposit included
             * @example 770.00
             */
            total: string;
            /** @description Days asked for */
            totalDays: number;
            vehicleId: number;
        };
        RatePlansView: {
            addOns: components["schemas"]["AddOnView"][];
            deliveryZones: components["schemas"]["DeliveryZoneView"][];
            seasons: components["schemas"]["SeasonView"][];
            /**
             * @example [
             *       5,
             *       6,
             *       0
             *     ]
             */
            weekendDays: number[];
        };
        ReadinessView: {
            /** @example up */
            database: string;
            /**
             * @description Shared throttles and schedules (REDIS_URL)
             * @enum {string}
             */
            redis: "up" | "not configured";
            /** @example ready */
            status: string;
            /**
             * @description Uploaded files can be written
             * @example up
             */
            storage: string;
        };
        RecordRefundDto: {
            /**
             * @description RM; at most what the customer is owed back
             * @example 150.00
             */
            amount: string;
            /** @example bank_transfer */
            method: components["schemas"]["RefundMethod"];
            /**
             * @description The bank's reference of the transfer
             * @example MBB2611270001234
             */
            reference?: string;
        };
        RecordServiceDto: {
            /** @example 30250 */
            odometerKm: number;
            /** @example 2026-11-20 */
            servicedOn: string;
        };
        RecordSummonsDto: {
            /**
             * @description RM, at most 2 decimals
             * @example 150.00
             */
            amount: string;
            /**
             * @description The day of the offence (Kuala Lumpur)
             * @example 2026-11-20
             */
            date: string;
            /** @example pdrm */
            issuer: components["schemas"]["SummonsIssuer"];
            /** @example KL1234567 */
            noticeNumber: string;
            /** @example Jalan Tun Razak, KM 3.2 */
            place: string;
            /**
             * @description Spacing, dashes and case do not matter
             * @example WXY 1234
             */
            plate: string;
            /**
             * @description The time of the offence, 24-hour HH:MM (Kuala Lumpur)
             * @example 14:35
             */
            time: string;
        };
        RecordVehicleCostDto: {
            /**
             * @description RM, more than 0
             * @example 350.00
             */
            amount: string;
            /** @example service */
            category: components["schemas"]["CostCategory"];
            /**
             * @description The day it was paid (Kuala Lumpur)
             * @example 2026-11-20
             */
            incurredOn: string;
            /** @example Michelin x4 at Tyreplus */
            note?: string;
        };
        /** @enum {string} */
        RefundMethod: "bank_transfer" | "duitnow" | "cash";
        RegisterCustomerDto: {
            /** @example 23 Jalan SS 2/24, 47300 Petaling Jaya, Selangor */
            address: string;
            /** @example aisyah@example.com */
            email: string;
            /** @example Nur Aisyah binti Ahmad */
            fullName: string;
            /**
             * @description MyKad (stored as YYMMDD-PB-####) or a passport number of 6-12 letters and digits
             * @example 900101-14-5678
             */
            icPassportNumber: string;
            /**
             * @description The language of the customer's e-mails; without it, the request's Accept-Language
             * @enum {string}
             */
            language?: "en" | "ms";
            /**
             * @description Stored as E.164 (+60123456789); without a + it is read as Malaysian
             * @example 012-345 6789
             */
            phone: string;
            /** @description Ticked "I have read and agree to the privacy notice" (GET /api/privacy-notice gives its version). Required: without true the registration is refused with PRIVACY_CONSENT_REQUIRED and nothing is stored */
            privacyConsent?: boolean;
            /** @example @aisyah.travels */
            socialMediaHandle?: string;
        };
        RejectBookingRequestDto: {
            /** @example The car is in for service that week */
            reason?: string;
        };
        RentalAccountStatementView: {
            account: components["schemas"]["RentalAccountView"];
            entries: components["schemas"]["LedgerEntryView"][];
            rentalId: number;
            /** @description The deposit was released or a refund recorded: the settlement statement can be downloaded */
            settled: boolean;
        };
        RentalAccountView: {
            /**
             * @description What the customer still owes (charges and deposit, less payments, plus refunds); below zero the business owes them
             * @example 0.00
             */
            balanceDue: string;
            /**
             * @description Everything charged for the rental, discounts taken off
             * @example 465.00
             */
            charges: string;
            /**
             * @description The deposit asked, less what was kept from it
             * @example 200.00
             */
            deposit: string;
            /**
             * @description The part of the deposit covered by money received
             * @example 200.00
             */
            depositHeld: string;
            /**
             * @description Money received for the rental
             * @example 665.00
             */
            paid: string;
            /**
             * @description What the customer gets back when the account is settled: money kept beyond the charges (the deposit held, any overpayment)
             * @example 200.00
             */
            refundable: string;
            /**
             * @description Money given back
             * @example 0.00
             */
            refunded: string;
        };
        /**
         * @description The status changes the caller may make on this rental now
         * @enum {string}
         */
        RentalAction: "finalize_agreement" | "hand_over" | "request_extension" | "approve_extension" | "decline_extension" | "mark_returned" | "cancel" | "change_extras";
        RentalDeletedView: {
            /**
             * @example true
             * @enum {boolean}
             */
            success: true;
        };
        RentalExtraAddOnView: {
            addOnId: number;
            nameEn: string;
            nameMs: string;
            quantity: number;
        };
        RentalExtrasDto: {
            addOns?: components["schemas"]["AddOnChoiceDto"][];
            /**
             * @description Delivery to the customer and collection, by zone
             * @example 1
             */
            deliveryZoneId?: number | null;
        };
        RentalExtrasView: {
            addOns: components["schemas"]["RentalExtraAddOnView"][];
            /** @description The car's category it was booked in: the add-ons offered with it */
            category: string | null;
            deliveryZoneId: number | null;
        };
        RentalInvoiceView: {
            billToAddress: string | null;
            billToPhone: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @example Nur Aisyah binti Ahmad */
            customerName: string;
            /** @example 12 */
            id: number;
            /** @example 2026-11-22 */
            invoiceDate: string;
            lines: components["schemas"]["InvoiceLineView"][];
            /**
             * @description The invoice number from the yearly counter; never reused
             * @example INV-2026-000123
             */
            number: string | null;
            /** @description The rental billed, when made from its account */
            rentalId: number | null;
            /**
             * @description RM before service tax
             * @example 518.52
             */
            subtotalAmount: string | null;
            /**
             * @description RM of service tax (SST) in the total
             * @example 41.48
             */
            taxAmount: string | null;
            /**
             * @description RM, a decimal string: what the customer pays, tax included
             * @example 560.00
             */
            totalAmount: string;
            /** @example 4 */
            totalDays: number;
            /** @example Perodua Myvi 1.5 AV - WXY */
            vehicleRented: string;
        };
        RentalPhotoView: {
            /** @description When the photo reached the server (ISO instant) */
            takenAt: string;
            /** @enum {string} */
            type: "front_with_customer" | "front" | "back" | "left" | "right" | "interior_mileage" | "known_damage";
        };
        RentalReviewSummary: {
            id: number;
            rating: number;
        };
        RentalView: {
            color: string | null;
            /** Format: date-time */
            createdAt: string;
            customerId: number;
            /** @description 'Unknown' when the customer record is missing */
            customerName: string;
            /** @example 200.00 */
            deposit: string;
            /** @example 0.00 */
            discount: string;
            /** @example 2026-12-04 */
            endDate: string;
            /** @example 560.00 */
            grandTotal: string;
            id: number;
            mileageLimit: number;
            /** @description The car is still out past its return date and time (Kuala Lumpur); an approved extension moves them */
            overdue: boolean;
            /**
             * Format: date-time
             * @description When the car was due back, while it is overdue; null otherwise
             */
            overdueSince: string | null;
            /** @example 09:00 */
            pickupTime: string;
            /** @example 120.00 */
            rentalPerDay: string;
            /** @example 18:00 */
            returnTime: string;
            /**
             * @description The SST within grandTotal added on top of the prices ("0.00" when prices include it)
             * @example 0.00
             */
            serviceTaxAdded: string;
            /** @example 2026-12-01 */
            startDate: string;
            /** @enum {string} */
            status: "awaiting_agreement" | "approved" | "active" | "completed" | "cancelled" | "extension-requested";
            totalDays: number;
            /** @description The vehicle name kept on the rental when it was booked */
            vehicle: string;
            /**
             * @description The car's display name (make model - plate), the name every screen shows
             * @example Perodua Myvi - WXY
             */
            vehicleDisplayName: string;
            vehicleId: number | null;
        };
        RepairDamageDto: {
            /**
             * @description What the repair cost, RM, at most 2 decimals
             * @example 350.00
             */
            repairCost: string;
            /**
             * @description The day it was repaired (Kuala Lumpur): not in the future, not before it was found
             * @example 2026-11-25
             */
            repairedOn: string;
        };
        ReportFiguresView: {
            /**
             * @description Charges of rentals starting in the range, net of discounts, without SST
             * @example 2400.00
             */
            booked: string;
            /**
             * @description Payments less refunds put on its rentals in the range
             * @example 2150.00
             */
            collected: string;
            /**
             * @description Its recorded costs in the range
             * @example 350.00
             */
            costs: string;
            /**
             * @description Calendar days a rental had the car (pickup and return days included)
             * @example 21
             */
            daysRented: number;
            /**
             * @description Booked less costs
             * @example 2050.00
             */
            profit: string;
            /**
             * @description Days rented out of the days available, in percent to one decimal
             * @example 67.7
             */
            utilisation: number;
        };
        ReportMonthView: {
            /**
             * @description Charges of rentals starting in the range, net of discounts, without SST
             * @example 2400.00
             */
            booked: string;
            /**
             * @description Payments less refunds put on its rentals in the range
             * @example 2150.00
             */
            collected: string;
            /**
             * @description Its recorded costs in the range
             * @example 350.00
             */
            costs: string;
            /**
             * @description Calendar days a rental had the car (pickup and return days included)
             * @example 21
             */
            daysRented: number;
            /** @example 2026-11 */
            month: string;
            /**
             * @description Booked less costs
             * @example 2050.00
             */
            profit: string;
            /**
             * @description Days rented out of the days available, in percent to one decimal
             * @example 67.7
             */
            utilisation: number;
        };
        ResetPasswordDto: {
            /** @example a-new-long-secret */
            newPassword: string;
        };
        /** @enum {string} */
        ReturnChargeCategory: "fuel" | "late_return" | "extra_mileage" | "cleaning" | "damage";
        ReturnChargeLineView: {
            /** @example 20.00 */
            amount: string;
            category: components["schemas"]["ReturnChargeCategory"];
            /**
             * @description Stable key: fuel, late_return, extra_mileage, fee:…, damage:…
             * @example fuel
             */
            line: string;
            reason: components["schemas"]["ChargeReasonView"];
            waived: boolean;
            waiverReason: string | null;
            /** @description Why, in English (the ledger keeps it as the note) */
            why: string;
        };
        /** @enum {string} */
        ReturnChargeReason: "FUEL_SHORT" | "LATE_RETURN" | "EXTRA_MILEAGE" | "RETURN_FEE" | "DAMAGE_LIST_PRICE" | "DAMAGE_TYPED";
        ReturnFeeDto: {
            /** @example true */
            active: boolean;
            /** @example 50.00 */
            amount: string;
            /** @enum {string} */
            category: "cleaning" | "smoking";
            nameEn: string;
            nameMs: string;
        };
        ReturnFeeLineView: {
            /** @example 50.00 */
            amount: string;
            /** @enum {string} */
            category: "cleaning" | "smoking";
            feeId: number;
            /** @description The line's key in the quote */
            line: string;
            nameEn: string;
            nameMs: string;
        };
        ReturnFeeView: {
            active: boolean;
            /** @example 50.00 */
            amount: string;
            /** @enum {string} */
            category: "cleaning" | "smoking";
            id: number;
            nameEn: string;
            nameMs: string;
        };
        ReturnInspectionView: {
            customerAbsentReason: string | null;
            customerName: string | null;
            /** @description Recorded at this return */
            damages: components["schemas"]["DamagePointView"][];
            /** @description ISO instant the car was due back */
            dueAt: string;
            fees: components["schemas"]["ReturnFeeLineView"][];
            finalizedAt?: string | null;
            fuelLevel: number | null;
            mileage: number | null;
            photos: components["schemas"]["ReturnPhotoView"][];
            pickupFuelLevel: number | null;
            pickupMileage: number;
            pickupPhotos: components["schemas"]["PickupPhotoView"][];
            /** @description Open on the car from earlier rentals and the pickup: never charged again */
            preExistingDamages: components["schemas"]["DamagePointView"][];
            quote: components["schemas"]["ReturnQuoteLinesView"];
            rentalId: number;
            returnedAt: string | null;
            signed: boolean;
            signedAt: string | null;
            /** @description The rental status */
            status: string;
            vehicleName: string;
            /** @description The damage diagram coordinate space */
            viewBox: components["schemas"]["DiagramViewBoxView"];
        };
        /** @enum {string} */
        ReturnPhotoType: "front_with_customer" | "front" | "back" | "left" | "right" | "interior_mileage" | "known_damage" | "damage";
        ReturnPhotoView: {
            /** @description The photo key: GET …/return/files/{key} */
            key: string;
            /** @description ISO instant the photo reached the server */
            takenAt: string;
            type: components["schemas"]["ReturnPhotoType"];
        };
        ReturnPriceListView: {
            damagePrices: components["schemas"]["DamagePriceView"][];
            fees: components["schemas"]["ReturnFeeView"][];
        };
        ReturnQuoteLinesView: {
            lines: components["schemas"]["ReturnChargeLineView"][];
            /** @description What the return still needs before it can be finalized */
            missing: string[];
            /**
             * @description Sum of the lines not waived
             * @example 85.00
             */
            total: string;
        };
        ReturnQuoteView: {
            /** @description mileageLimit x totalDays; null when the mileage is unlimited */
            allowedKm: number | null;
            drivenKm: number;
            extraKm: number;
            /**
             * @description RM per km over the limit
             * @example 0.50
             */
            extraMileageCharge: string;
            /**
             * @description extraKm x extraMileageCharge, in RM
             * @example 12.50
             */
            extraMileageFee: string;
            returnMileage: number;
            /** @description Odometer at pickup, km */
            startMileage: number;
        };
        ReturnReadingsDto: {
            /**
             * @description Eighths of a tank at return
             * @example 4
             */
            fuelLevel?: number;
            /**
             * @description Odometer at return, km
             * @example 12450
             */
            mileage?: number;
            /**
             * @description When the car came back (ISO instant with its zone); not in the future
             * @example 2026-12-04T10:15:00.000Z
             */
            returnedAt?: string;
        };
        ReturnRentalDto: {
            /**
             * @description Eighths of a tank
             * @example 6
             */
            fuelLevel: number;
            /**
             * @description Kuala Lumpur calendar date; on or after the pickup date and not in the future
             * @example 2026-12-04
             */
            returnDate: string;
            /** @example 12450 */
            returnMileage: number;
        };
        ReuploadView: {
            customer: components["schemas"]["CustomerView"];
            /**
             * @example [
             *       "icPassport",
             *       "utilityBill"
             *     ]
             */
            updatedDocuments: ("icPassport" | "driversLicense" | "utilityBill")[];
        };
        ReverseEntryDto: {
            /** @example Charged twice by mistake */
            reason: string;
        };
        ReviewView: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            isPublic: boolean;
            rating: number;
            rentalId: number | null;
            reviewText: string | null;
        };
        /**
         * @description The moves open now
         * @enum {string}
         */
        RoadChargeAction: "assign" | "mark_paid" | "dispute" | "write_off";
        /** @enum {string} */
        RoadChargeKind: "summons" | "toll";
        RoadChargePageView: {
            items: components["schemas"]["RoadChargeView"][];
            limit: number;
            page: number;
            total: number;
        };
        RoadChargeReasonDto: {
            /** @example The renter shows the car was parked at the airport then */
            reason: string;
        };
        /** @enum {string} */
        RoadChargeStatus: "unmatched" | "charged" | "paid" | "disputed" | "written_off";
        RoadChargeView: {
            /** @description The moves open now */
            actions: components["schemas"]["RoadChargeAction"][];
            /**
             * @description Charged on top (summonses); 0.00 for tolls
             * @example 50.00
             */
            adminFee: string;
            /** @example 150.00 */
            amount: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The renter's name when matched */
            customerName: string | null;
            hasPhoto: boolean;
            id: number;
            issuer: components["schemas"]["SummonsIssuer"] | null;
            kind: components["schemas"]["RoadChargeKind"];
            noticeNumber: string | null;
            /** Format: date-time */
            occurredAt: string;
            place: string;
            /** @example WXY1234 */
            plate: string;
            rentalId: number | null;
            status: components["schemas"]["RoadChargeStatus"];
            statusReason: string | null;
            /**
             * @description The car's display name, or the plate if the car is gone
             * @example Perodua Myvi - WXY 1234
             */
            vehicle: string;
            vehicleId: number | null;
        };
        SaveStatementColumnsDto: {
            /**
             * @description Required for 'custom': the header of the money-in column
             * @example Credit
             */
            amountColumn?: string;
            /**
             * @description Required for 'custom': the header of the date column
             * @example Date
             */
            dateColumn?: string;
            /**
             * @description Required for 'custom': the header of the description column
             * @example Description
             */
            descriptionColumn?: string;
            layout: components["schemas"]["StatementLayout"];
            /**
             * @description For 'custom', optional: a second text column read with the description
             * @example Reference
             */
            referenceColumn?: string;
        };
        /** @enum {string} */
        SeasonAdjustment: "rate" | "percent";
        SeasonDto: {
            adjustment: components["schemas"]["SeasonAdjustment"];
            category?: components["schemas"]["VehicleCategory"];
            /**
             * @description Last day of the season, included
             * @example 2027-03-12
             */
            endDate: string;
            /** @description The public holiday it was made from, as the holiday list names it */
            holidayKey?: string;
            /**
             * @description The fewest days a booking touching it may be
             * @example 3
             */
            minDays: number;
            /** @example Hari Raya Aidilfitri */
            nameEn: string;
            /** @example Hari Raya Aidilfitri */
            nameMs: string;
            /** @example 40 */
            percent?: number;
            /**
             * @description RM per day, when the season sets its own rate
             * @example 250.00
             */
            rate?: string;
            reach: components["schemas"]["SeasonReach"];
            /**
             * @description First day of the season
             * @example 2027-03-09
             */
            startDate: string;
            /** @example 3 */
            vehicleId?: number;
        };
        /** @enum {string} */
        SeasonReach: "all" | "category" | "vehicle";
        SeasonView: {
            adjustment: components["schemas"]["SeasonAdjustment"];
            category: components["schemas"]["VehicleCategory"] | null;
            /**
             * @description Last day, included
             * @example 2027-03-12
             */
            endDate: string;
            holidayKey: string | null;
            id: number;
            minDays: number;
            nameEn: string;
            nameMs: string;
            /** @example 40 */
            percent: number | null;
            /** @example 250.00 */
            rate: string | null;
            reach: components["schemas"]["SeasonReach"];
            /** @example 2027-03-09 */
            startDate: string;
            vehicleId: number | null;
        };
        ServiceScheduleDto: {
            /** @example 10000 */
            serviceEveryKm?: number | null;
            /** @example 6 */
            serviceEveryMonths?: number | null;
        };
        SetComplianceItemDto: {
            /**
             * @description The last day it is valid (Kuala Lumpur)
             * @example 2027-03-31
             */
            expiresOn: string;
            /**
             * @description Insurance only
             * @example Etiqa
             */
            insurer?: string;
            /**
             * @description Insurance only
             * @example P-0123456
             */
            policyNumber?: string;
        };
        StaffBookingRequestPageView: {
            items: components["schemas"]["StaffBookingRequestView"][];
            limit: number;
            page: number;
            total: number;
        };
        /** @enum {string} */
        StaffBookingRequestSort: "newest" | "pickup";
        StaffBookingRequestView: {
            /** Format: date-time */
            createdAt: string;
            customerId: number;
            /**
             * @description The language the customer reads: staff write to them in it (WhatsApp)
             * @enum {string}
             */
            customerLanguage: "en" | "ms";
            customerMessage: string | null;
            customerName: string;
            customerTier: components["schemas"]["CustomerTierView"];
            /**
             * @description The car's daily rate now, RM; null when the car is gone
             * @example 120.00
             */
            dailyRate: string | null;
            /**
             * @description The car's deposit now, RM; null when the car is gone
             * @example 200.00
             */
            deposit: string | null;
            email: string | null;
            emailSent: boolean;
            endDate: string;
            /**
             * @description What approving with the suggested discount books, RM: the quote the request was sent with, less the discount (+ SST when prices exclude it), from the same price function as the approval; null when an older request’s car is gone
             * @example 545.00
             */
            estimatedTotal: string | null;
            id: number;
            /** @description Identity documents the customer has no file for (empty when both are on file, or the customer is gone) */
            missingDocuments: components["schemas"]["IdentityDocument"][];
            /** @description Ids of other pending requests for the same car whose dates overlap this one (approving one refuses the others) */
            overlapsWith: number[];
            phoneNumber: string | null;
            /** @description The lines of that price: days and their reasons, add-ons, delivery, discount, tax, deposit */
            quote: components["schemas"]["QuoteView"] | null;
            rentalId: number | null;
            staffReason: string | null;
            startDate: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /**
             * @description The tier's discount on the priced days, RM; what approving with no discount gives
             * @example 15.00
             */
            suggestedDiscount: string;
            totalDays: number;
            vehicleCategory: components["schemas"]["VehicleCategory"] | null;
            vehicleDisplayName: string;
            vehicleId: number;
            vehicleName: string;
        };
        /** @enum {string} */
        StaffChargeCategory: "fuel" | "late_return" | "damage" | "cleaning" | "summons" | "tolls" | "add_on" | "extra_mileage";
        StaffCredentialsDto: {
            /** @example staff123 */
            password: string;
            /**
             * @description Matched in its canonical form (NFKC, lower case, trimmed)
             * @example staff
             */
            username: string;
        };
        StaffLogPageView: {
            items: components["schemas"]["StaffLogView"][];
            limit: number;
            page: number;
            total: number;
        };
        StaffLogView: {
            /** @example booking_request_approved */
            action: string;
            /** @description Key-value details */
            details: {
                [key: string]: (string | number | boolean) | null;
            } | null;
            id: number;
            /** @description true for an entry the staff member's app sent (POST /api/staff/logs), false for one the server recorded */
            reportedByClient: boolean;
            /** @description null for entries of the system */
            staffId: number | null;
            staffUsername: string;
            targetId: string | null;
            /** @example booking_request */
            targetType: string;
            /** Format: date-time */
            timestamp: string;
        };
        StaffMemberView: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @enum {string} */
            role: "staff" | "admin";
            username: string;
        };
        StaffPaymentPageView: {
            items: components["schemas"]["StaffPaymentView"][];
            limit: number;
            page: number;
            total: number;
        };
        StaffPaymentView: {
            /** @example 150.00 */
            amount: string;
            /** @description The booking request it was paid for before approval */
            bookingRequestId: number | null;
            /** Format: date-time */
            createdAt: string;
            customerEmail: string | null;
            customerId: number;
            /** @description 'Unknown' when the customer record is missing */
            customerName: string;
            /** @description Why staff marked it failed */
            failureReason: string | null;
            id: number;
            notes: string | null;
            /** @enum {string} */
            paymentFor: "rental-deposit" | "rental-payment" | "fine-payment" | "damage-compensation" | "other";
            /** @example qr */
            paymentMethod: string;
            /** @enum {string} */
            paymentStatus: "pending" | "completed" | "failed";
            proofUploaded: boolean;
            /** @example RCP-2026-000123 */
            receiptNumber: string;
            rentalId: number | null;
            /** @description The vehicle name kept on the rental when it was booked */
            rentalVehicle: string | null;
            /**
             * @description The display name of the rental's car (make model - plate)
             * @example Perodua Myvi - WXY
             */
            rentalVehicleDisplayName: string | null;
            /**
             * @description The bank-transfer reference, made by the server and unique across all payments
             * @example PAY-7QX2M9ABK4TD
             */
            transactionId: string | null;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            verifiedAt: string | null;
            verifiedBy: string | null;
        };
        StaffRemovedView: {
            /**
             * @example true
             * @enum {boolean}
             */
            success: true;
        };
        StaffRentalPageView: {
            items: components["schemas"]["StaffRentalView"][];
            limit: number;
            page: number;
            total: number;
        };
        StaffRentalView: {
            /** @description The rental's account: balance due and deposit, from its ledger */
            account: components["schemas"]["RentalAccountView"];
            /** @description The status changes the caller may make on this rental now */
            actions: components["schemas"]["RentalAction"][];
            /** @description True once the agreement PDF exists */
            agreementReady: boolean;
            cancellationReason: string | null;
            color: string | null;
            /** @description The return inspection was finalized: its condition report can be downloaded */
            conditionReportReady: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description Odometer at pickup, km */
            currentMileage: number;
            customerId: number;
            /** @description 'Unknown' when the customer record is missing */
            customerName: string;
            /** @example 200.00 */
            deposit: string;
            /**
             * @description From this day what is left of the deposit is refundable (the return day plus the hold for late summonses)
             * @example 2026-12-18
             */
            depositRefundDueOn: string | null;
            /** @example 0.00 */
            discount: string;
            /** @example 2026-12-04 */
            endDate: string;
            /**
             * Format: date-time
             * @description When staff confirmed the car's open damage was shown to the customer (the wizard's first step)
             */
            existingDamageShownAt: string | null;
            /** @description Why staff declined the last extension request */
            extensionDeclineReason: string | null;
            extensionReason: string | null;
            /** @example 2026-12-08 */
            extensionRequestedUntil: string | null;
            /**
             * @description RM per km over the limit
             * @example 0.50
             */
            extraMileageCharge: string;
            /** @example 12.50 */
            extraMileageFee: string | null;
            /** @description The add-ons and delivery the rental was booked with */
            extras: components["schemas"]["RentalExtrasView"];
            /** @description Eighths of a tank at pickup */
            fuelLevel: number | null;
            /** @example 560.00 */
            grandTotal: string;
            /**
             * Format: date-time
             * @description When Complete Handover made the rental active
             */
            handedOverAt: string | null;
            /** @description Who overrode the payment requirement at the handover */
            handoverOverriddenBy: string | null;
            /** @description Why staff handed over the keys although the payment requirement was not met */
            handoverOverrideReason: string | null;
            /** @description What the business's payment requirement still asks before the keys go out (an override reason lets them go), from the agreement wizard until the handover; null when nothing */
            handoverShortfall: components["schemas"]["HandoverShortfall"] | null;
            id: number;
            /** @description Wizard step 4 done: Complete Handover may reuse this photo instead of taking another */
            keyHandoverPhotoCaptured: boolean;
            mileageLimit: number;
            /** @description The car is still out past its return date and time (Kuala Lumpur); an approved extension moves them */
            overdue: boolean;
            /**
             * @description The last Kuala Lumpur day an overdue notice went to the customer and staff
             * @example 2026-12-05
             */
            overdueNoticeSentOn: string | null;
            /**
             * Format: date-time
             * @description When the car was due back, while it is overdue; null otherwise
             */
            overdueSince: string | null;
            /** @description The account owes nothing: the charges and the deposit are paid */
            paid: boolean;
            /**
             * @description Money received for this rental (its account's payments), RM
             * @example 300.00
             */
            paidAmount: string;
            /** @description Evidence photos uploaded in the wizard */
            photos: components["schemas"]["RentalPhotoView"][];
            /**
             * @description The pickup day the customer was sent "pickup tomorrow" for
             * @example 2026-12-01
             */
            pickupReminderSentFor: string | null;
            /** @example 09:00 */
            pickupTime: string;
            /** @example 120.00 */
            rentalPerDay: string;
            /** @example 2026-12-04 */
            returnDate: string | null;
            /** @description Eighths of a tank at return */
            returnFuelLevel: number | null;
            /** @description A return inspection holds evidence but is not finalized: the return goes on there, not by the quick Mark Returned */
            returnInspectionStarted: boolean;
            returnMileage: number | null;
            /**
             * @description The return day the customer was sent "return tomorrow" for
             * @example 2026-12-04
             */
            returnReminderSentFor: string | null;
            /** @example 18:00 */
            returnTime: string;
            /**
             * @description The SST within grandTotal added on top of the prices ("0.00" when prices include it)
             * @example 0.00
             */
            serviceTaxAdded: string;
            /** @description Wizard step 3 done */
            signatureCaptured: boolean;
            /** @example 2026-12-01 */
            startDate: string;
            /** @enum {string} */
            status: "awaiting_agreement" | "approved" | "active" | "completed" | "cancelled" | "extension-requested";
            totalDays: number;
            /** @description The vehicle name kept on the rental when it was booked */
            vehicle: string;
            /**
             * @description The car's display name (make model - plate), the name every screen shows
             * @example Perodua Myvi - WXY
             */
            vehicleDisplayName: string;
            vehicleId: number | null;
        };
        StaffReviewPageView: {
            items: components["schemas"]["StaffReviewView"][];
            limit: number;
            page: number;
            total: number;
        };
        StaffReviewView: {
            /** Format: date-time */
            createdAt: string;
            customerId: number;
            customerName: string;
            id: number;
            /** @description Hidden by staff from the vehicle's page */
            isHidden: boolean;
            isPublic: boolean;
            rating: number;
            rentalId: number | null;
            reviewText: string | null;
            vehicleId: number | null;
            vehicleName: string | null;
        };
        StaffSessionView: {
            /** @description Bearer token for the Authorization header */
            token: string;
            user: components["schemas"]["StaffMemberView"];
        };
        StaffTodayView: {
            /** @description Rentals holding a car (booked or out) whose account still shows a balance due, soonest pickup first */
            balances: components["schemas"]["TodayRentalGroup"];
            /** @description Road tax, insurance, inspection and permit dates that lapse within 30 days or already have, soonest first */
            compliance: components["schemas"]["ExpiringComplianceGroup"];
            /** @description How many items each group lists at most */
            limit: number;
            /** @description Cars still out past their return time, longest overdue first */
            overdue: components["schemas"]["TodayRentalGroup"];
            /** @description Cars to be collected today or tomorrow, soonest first */
            pickups: components["schemas"]["TodayRentalGroup"];
            /** @description Booking requests waiting for a decision, oldest first */
            requests: components["schemas"]["TodayRequestGroup"];
            /** @description Cars out that are due back today and not yet overdue */
            returns: components["schemas"]["TodayRentalGroup"];
            /**
             * @description Today in Kuala Lumpur
             * @example 2026-12-01
             */
            today: string;
            /** @example 2026-12-02 */
            tomorrow: string;
        };
        StaffVehiclePageView: {
            items: components["schemas"]["StaffVehicleView"][];
            limit: number;
            page: number;
            total: number;
        };
        StaffVehicleView: {
            /** @example Compact */
            category: components["schemas"]["VehicleCategory"];
            color: string | null;
            /** @description Its road tax, insurance, inspection and permit dates as recorded */
            compliance: components["schemas"]["ComplianceItemView"][];
            /** Format: date-time */
            createdAt: string;
            /** @example 100.00 */
            dailyRate: string;
            /** @example 200.00 */
            deposit: string;
            /** @example Perodua Myvi - WXY */
            displayName: string;
            id: number;
            isActive: boolean;
            make: string;
            /** @description Kilometres per rental, 0 when none is stated */
            mileageLimit: number;
            model: string;
            /**
             * @description Per day from 28 days; null: none
             * @example 90.00
             */
            monthlyRate: string | null;
            name: string;
            /** @description The highest odometer reading recorded, km */
            odometerKm: number;
            /** @example /api/vehicle-photos/3f1c...jpg */
            photoUrl: string | null;
            plateIdentifier: string | null;
            /**
             * @description The day the car was first registered
             * @example 2019-05-14
             */
            registrationDate: string | null;
            service: components["schemas"]["VehicleServiceView"];
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description On the weekend days; null: the daily rate
             * @example 180.00
             */
            weekendRate: string | null;
            /**
             * @description Per day from 7 days; null: none
             * @example 110.00
             */
            weeklyRate: string | null;
        };
        StatementColumnsView: {
            /**
             * @description Money in; a withdrawal (negative or blank) is skipped
             * @example Transaction Amount
             */
            amount: string;
            /** @example Entry Date */
            date: string;
            /** @example Transaction Description */
            description: string;
            /** @description A second text column read with the description */
            reference: string | null;
        };
        StatementImportView: {
            /** @description Credits an earlier upload had stored already */
            duplicateLines: number;
            /** @description Null when the file added no line */
            importId: number | null;
            /** @description Credits stored by this upload */
            newLines: number;
            /** @description New lines carrying a pending payment's reference and amount, waiting for staff to confirm */
            proposedMatches: number;
            /** @description Rows that are no credit: withdrawals, blank or zero amounts, totals */
            skippedLines: number;
        };
        /**
         * @description Null until staff choose one
         * @enum {string}
         */
        StatementLayout: "maybank" | "cimb" | "custom";
        StatementLinePageView: {
            items: components["schemas"]["StatementLineView"][];
            limit: number;
            page: number;
            total: number;
        };
        StatementLinePaymentView: {
            /** @example 150.00 */
            amount: string;
            /** @description 'Unknown' when the customer record is missing */
            customerName: string;
            id: number;
            /** @enum {string} */
            paymentStatus: "pending" | "completed" | "failed";
            /** @example RCP-2026-000123 */
            receiptNumber: string | null;
            rentalId: number | null;
            /** @example PAY-7QX2M9ABK4TD */
            transactionId: string | null;
        };
        /** @enum {string} */
        StatementLineStatus: "unmatched" | "proposed" | "confirmed" | "ignored";
        StatementLineView: {
            /** @example 150.00 */
            amount: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            decidedAt: string | null;
            decidedBy: string | null;
            /** @description As the bank wrote it: plain text, never a formula */
            description: string;
            id: number;
            importId: number;
            /**
             * @description The day the bank booked it
             * @example 2026-11-26
             */
            lineDate: string;
            matchedPayment: components["schemas"]["StatementLinePaymentView"] | null;
            status: components["schemas"]["StatementLineStatus"];
        };
        /** @enum {string} */
        StatementPreset: "maybank" | "cimb";
        StatementPresetView: {
            columns: components["schemas"]["StatementColumnsView"];
            layout: components["schemas"]["StatementPreset"];
        };
        StatementSettingsView: {
            columns: components["schemas"]["StatementColumnsView"] | null;
            /** @description Null until staff choose one */
            layout: components["schemas"]["StatementLayout"] | null;
            /**
             * @description The most lines one file may have
             * @example 20000
             */
            maxLines: number;
            /**
             * @description The largest file taken, in MB
             * @example 10
             */
            maxMegabytes: number;
            presets: components["schemas"]["StatementPresetView"][];
        };
        SummonsesReportView: {
            /** @example 900.00 */
            amount: string;
            from: string;
            /** @description Unmatched, charged or disputed summonses, latest first */
            items: components["schemas"]["OpenSummonsView"][];
            limit: number;
            page: number;
            to: string;
            total: number;
        };
        /** @enum {string} */
        SummonsIssuer: "pdrm" | "jpj" | "aes_awas" | "local_council";
        TierView: {
            /**
             * @description Keys the app translates
             * @example [
             *       "earnPoints",
             *       "tierDiscount",
             *       "priorityBooking"
             *     ]
             */
            benefits: string[];
            /** @example 5.00 */
            discountPercentage: string;
            id: number;
            /**
             * @description Null for the top tier
             * @example 1499
             */
            maxPoints: number | null;
            /** @example 500 */
            minPoints: number;
            /** @example Silver */
            tierName: string;
        };
        TodayRentalGroup: {
            items: components["schemas"]["TodayRentalView"][];
            /** @description Every rental in the group; items holds the first of them only */
            total: number;
        };
        TodayRentalView: {
            /** @description The moves staff may make on the rental now */
            actions: ("finalize_agreement" | "hand_over" | "request_extension" | "approve_extension" | "decline_extension" | "mark_returned" | "cancel" | "change_extras")[];
            /**
             * @description What the rental's account still asks of the customer
             * @example 120.00
             */
            balanceDue: string;
            customerName: string;
            /** @description The customer's phone, to call from the car park */
            customerPhone: string | null;
            /** @example 2026-12-04 */
            endDate: string;
            id: number;
            /** @description Nothing is left to pay on the account */
            paid: boolean;
            /** @example 09:00 */
            pickupTime: string;
            /**
             * @description The car's plate letters; null when the fleet has none
             * @example WXY
             */
            plate: string | null;
            /** @example 18:00 */
            returnTime: string;
            /** @example 2026-12-01 */
            startDate: string;
            /** @enum {string} */
            status: "awaiting_agreement" | "approved" | "active" | "completed" | "cancelled" | "extension-requested";
            /**
             * @description The car's display name (make model - plate)
             * @example Perodua Myvi - WXY
             */
            vehicleDisplayName: string;
        };
        TodayRequestGroup: {
            items: components["schemas"]["TodayRequestView"][];
            total: number;
        };
        TodayRequestView: {
            /**
             * Format: date-time
             * @description When the customer asked
             */
            createdAt: string;
            customerName: string;
            /** @example 2026-12-04 */
            endDate: string;
            id: number;
            /** @description A verified payment came with the request */
            paid: boolean;
            /** @example WXY */
            plate: string | null;
            /** @example 2026-12-01 */
            startDate: string;
            /** @example Perodua Myvi - WXY */
            vehicleDisplayName: string;
        };
        TollImportView: {
            /** @description New tolls charged to the rental that had the car */
            charged: number;
            /** @description Tolls an earlier upload had stored already */
            duplicateTolls: number;
            /** @description Tolls stored by this upload */
            newTolls: number;
            /** @description New tolls no rental had the car for */
            unmatched: number;
        };
        UpdateCustomerStatusDto: {
            /** @description Ignored: the signed-in staff member is recorded */
            staffId?: number | string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffUsername?: number | string;
            /** @enum {string} */
            status: "active" | "blacklisted";
        };
        UpdateDeliveryDto: {
            /**
             * Format: date-time
             * @description ISO 8601 date-time with a zone, year 2000 to 2100
             * @example 2026-11-22T09:30:00+08:00
             */
            deliveryTime?: string;
            /** @example KLIA Terminal 1 */
            fromLocation?: string;
            /** @example 12.50 */
            miscExpense?: string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffId?: number | string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffUsername?: number | string;
            /** @example Pavilion Kuala Lumpur */
            toLocation?: string;
            /**
             * @description Kilometres driven, 0 or more, at most 2 decimals
             * @example 42.50
             */
            totalKm?: string;
            /**
             * @description A fleet vehicle's exact name, when vehicleId is not sent
             * @example Perodua Myvi 1.5 AV
             */
            vehicleDelivered?: string;
            /**
             * @description The fleet vehicle; takes precedence over vehicleDelivered
             * @example 3
             */
            vehicleId?: number;
        };
        UpdateLanguageDto: {
            /**
             * @example ms
             * @enum {string}
             */
            language: "en" | "ms";
        };
        UpdatePaymentStatusDto: {
            /** @example No transfer with this reference reached the account */
            reason?: string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffId?: number | string;
            /** @description Ignored: the signed-in staff member is recorded */
            staffUsername?: number | string;
            /** @enum {string} */
            status: "completed" | "failed";
        };
        UpdateVehicleDto: {
            /** @example Compact */
            category?: components["schemas"]["VehicleCategory"];
            /**
             * @description null clears it on edit
             * @example Electric Blue
             */
            color?: string | null;
            /**
             * @default 100.00
             * @example 100.00
             */
            dailyRate?: string;
            /**
             * @default 200.00
             * @example 200.00
             */
            deposit?: string;
            /** @default true */
            isActive?: boolean;
            /** @example Perodua */
            make?: string;
            /**
             * @description Kilometres per rental
             * @default 0
             * @example 300
             */
            mileageLimit?: number;
            /** @example Myvi */
            model?: string;
            /**
             * @description Per day, every day of a rental of 28 days or more; null: none
             * @example 90.00
             */
            monthlyRate?: string | null;
            /** @example Perodua Myvi 1.5 AV (Blue) */
            name?: string;
            /** @description photoUrl returned by POST /api/staff/vehicles/upload-photo */
            photoUrl?: string;
            /**
             * @description First letters of the plate; null clears them on edit
             * @example WXY
             */
            plateIdentifier?: string | null;
            /**
             * @description The day the car was first registered (from 1950, not in the future); null clears it
             * @example 2019-05-14
             */
            registrationDate?: string | null;
            /**
             * @description On the weekend days; null: the daily rate
             * @example 180.00
             */
            weekendRate?: string | null;
            /**
             * @description Per day, every day of a rental of 7 days or more; null: none
             * @example 110.00
             */
            weeklyRate?: string | null;
        };
        VehicleBlockView: {
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            /** @example 2026-12-11 */
            endDate: string;
            id: number;
            note: string | null;
            reason: components["schemas"]["BlockReason"];
            /** @example 2026-12-10 */
            startDate: string;
            /** @example Perodua Myvi - WXY */
            vehicleDisplayName: string;
            vehicleId: number;
        };
        /** @enum {string} */
        VehicleCategory: "Compact" | "Hatchback" | "Sedan" | "SUV" | "MPV" | "Pickup" | "Van";
        VehicleComplianceView: {
            items: components["schemas"]["ComplianceItemView"][];
            /** @example Perodua Myvi - WXY */
            vehicleDisplayName: string;
            vehicleId: number;
        };
        VehicleCostPageView: {
            items: components["schemas"]["VehicleCostView"][];
            limit: number;
            page: number;
            total: number;
            /**
             * @description Every cost of the car, summed in SQL
             * @example 1250.00
             */
            totalAmount: string;
        };
        VehicleCostView: {
            /** @example 350.00 */
            amount: string;
            category: components["schemas"]["CostCategory"];
            /** Format: date-time */
            createdAt: string;
            /** @description A picture of the receipt was uploaded */
            hasReceipt: boolean;
            id: number;
            /** @example 2026-11-20 */
            incurredOn: string;
            note: string | null;
            recordedBy: string;
            vehicleId: number;
        };
        VehicleDamagePageView: {
            items: components["schemas"]["VehicleDamageView"][];
            limit: number;
            page: number;
            total: number;
            /** @description The damage diagram coordinate space */
            viewBox: components["schemas"]["DiagramViewBoxView"];
        };
        VehicleDamageView: {
            /** @description ISO instant it was recorded */
            foundAt: string;
            id: number;
            kind: components["schemas"]["DamageKind"];
            note: string | null;
            panel: components["schemas"]["CarPanel"];
            phase: components["schemas"]["DamagePhase"];
            /** @description A close-up: GET /api/staff/rentals/{rentalId}/return/files/{photoKey} */
            photoKey: string | null;
            recordedBy: string;
            /** @description The rental it was found on (null when that rental was deleted) */
            rental: components["schemas"]["DamageRentalView"] | null;
            rentalId: number | null;
            /** @example 350.00 */
            repairCost: string | null;
            repairedBy: string | null;
            /**
             * @description The day it was repaired (Kuala Lumpur)
             * @example 2026-11-25
             */
            repairedOn: string | null;
            size: components["schemas"]["DamageSize"];
            status: components["schemas"]["DamageStatus"];
            vehicleId: number;
            x: number;
            y: number;
        };
        VehicleFormDto: {
            /** @example Compact */
            category: components["schemas"]["VehicleCategory"];
            /**
             * @description null clears it on edit
             * @example Electric Blue
             */
            color?: string | null;
            /**
             * @default 100.00
             * @example 100.00
             */
            dailyRate?: string;
            /**
             * @default 200.00
             * @example 200.00
             */
            deposit?: string;
            /** @default true */
            isActive?: boolean;
            /** @example Perodua */
            make: string;
            /**
             * @description Kilometres per rental
             * @default 0
             * @example 300
             */
            mileageLimit?: number;
            /** @example Myvi */
            model: string;
            /**
             * @description Per day, every day of a rental of 28 days or more; null: none
             * @example 90.00
             */
            monthlyRate?: string | null;
            /** @example Perodua Myvi 1.5 AV (Blue) */
            name: string;
            /** @description photoUrl returned by POST /api/staff/vehicles/upload-photo */
            photoUrl?: string;
            /**
             * @description First letters of the plate; null clears them on edit
             * @example WXY
             */
            plateIdentifier?: string | null;
            /**
             * @description The day the car was first registered (from 1950, not in the future); null clears it
             * @example 2019-05-14
             */
            registrationDate?: string | null;
            /**
             * @description On the weekend days; null: the daily rate
             * @example 180.00
             */
            weekendRate?: string | null;
            /**
             * @description Per day, every day of a rental of 7 days or more; null: none
             * @example 110.00
             */
            weeklyRate?: string | null;
        };
        VehiclePhotoView: {
            /** @example /api/vehicle-photos/3f1c....jpg */
            photoUrl: string;
        };
        VehicleRemovalView: {
            deactivated: boolean;
            deleted: boolean;
            message: string;
        };
        VehicleReportRowView: {
            /**
             * @description Charges of rentals starting in the range, net of discounts, without SST
             * @example 2400.00
             */
            booked: string;
            /**
             * @description Payments less refunds put on its rentals in the range
             * @example 2150.00
             */
            collected: string;
            /**
             * @description Its recorded costs in the range
             * @example 350.00
             */
            costs: string;
            /**
             * @description Calendar days a rental had the car (pickup and return days included)
             * @example 21
             */
            daysRented: number;
            /**
             * @description The name the car goes by on every screen (make model - plate)
             * @example Perodua Myvi - WXY
             */
            displayName: string;
            /** @description Still in the fleet */
            isActive: boolean;
            /** @example WXY */
            plateIdentifier: string | null;
            /**
             * @description Booked less costs
             * @example 2050.00
             */
            profit: string;
            /**
             * @description Days rented out of the days available, in percent to one decimal
             * @example 67.7
             */
            utilisation: number;
            vehicleId: number;
        };
        VehicleReportView: {
            /** @example 365 */
            days: number;
            /** @example 2026-01-01 */
            from: string;
            /** @description One page of cars, most profitable first */
            items: components["schemas"]["VehicleReportRowView"][];
            limit: number;
            /** @description Each month of the range in order, months without figures included */
            months: components["schemas"]["ReportMonthView"][];
            page: number;
            /** @example 2026-12-31 */
            to: string;
            total: number;
            /** @description The fleet's (or the car's) figures over the whole range */
            totals: components["schemas"]["ReportFiguresView"];
            /** @description The one car asked for, or null for the whole fleet */
            vehicleId: number | null;
        };
        VehicleReviewsView: {
            /**
             * @description One decimal; null without reviews
             * @example 4.5
             */
            averageRating: number | null;
            /** @description How many public reviews there are */
            count: number;
            items: components["schemas"]["PublicReviewView"][];
            limit: number;
            page: number;
            total: number;
        };
        VehicleServiceView: {
            /** @description The distance or the day is reached */
            due: boolean;
            everyKm: number | null;
            everyMonths: number | null;
            lastServiceKm: number | null;
            /** @example 2026-06-15 */
            lastServiceOn: string | null;
            /** @description The odometer reading the next service is due at */
            nextServiceKm: number | null;
            /** @description The day the next service is due */
            nextServiceOn: string | null;
        };
        VerifySignInCodeDto: {
            /**
             * @description The 6 digits from the e-mail; spaces are ignored
             * @example 042917
             */
            code: string;
            /** @example aisyah@example.com */
            email: string;
        };
        ViewLogsDto: {
            /** @example staff123 */
            password: string;
            /** @example 3 */
            staffId?: number;
            /**
             * @description Matched in its canonical form (NFKC, lower case, trimmed)
             * @example staff
             */
            username: string;
        };
        WaiveLineDto: {
            /**
             * @description A line of the quote, by its 'line' key
             * @example fuel
             */
            line: string;
            /** @example Regular customer, first time */
            reason: string;
        };
        WeekendDaysDto: {
            /**
             * @description Weekdays that cost the weekend rate; Sunday is 0
             * @example [
             *       5,
             *       6,
             *       0
             *     ]
             */
            days: number[];
        };
        WizardSignatureDto: {
            /**
             * @description A UUID v4 the client made for this upload; the same id sent again returns the current state and stores nothing
             * @example 3b241101-e2bb-4255-8caf-4136c566a962
             */
            clientId?: string;
            /**
             * @description The drawn signature as a PNG data URL (at most 512 KB)
             * @example data:image/png;base64,iVBORw0KGgo...
             */
            signatureData: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    RatePlansController_createAddOn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddOnDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddOnView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RatePlansController_updateAddOn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddOnDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddOnView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such add-on */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BreachResponseController_documentViews: {
        parameters: {
            query: {
                /** @description First day (YYYY-MM-DD, Kuala Lumpur) */
                from: string;
                limit?: number;
                page?: number;
                /** @description One staff account (kept in the log even after the account is removed) */
                staffId?: number;
                /** @description Last day (YYYY-MM-DD, Kuala Lumpur) */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentViewPageView"];
                };
            };
            /** @description A missing or malformed field (VALIDATION_FAILED), a range ending before it starts (REPORT_RANGE_REVERSED), longer than 24 months (REPORT_RANGE_TOO_LONG) or outside the days reports take (REPORT_RANGE_OUT_OF_BOUNDS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BreachResponseController_documentViewsWorkbook: {
        parameters: {
            query: {
                /** @description First day (YYYY-MM-DD, Kuala Lumpur) */
                from: string;
                /** @description One staff account (kept in the log even after the account is removed) */
                staffId?: number;
                /** @description Last day (YYYY-MM-DD, Kuala Lumpur) */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every document view of the range in one sheet; the download is logged (breach_export_downloaded) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A missing or malformed field (VALIDATION_FAILED), a range ending before it starts (REPORT_RANGE_REVERSED), longer than 24 months (REPORT_RANGE_TOO_LONG) or outside the days reports take (REPORT_RANGE_OUT_OF_BOUNDS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BreachResponseController_exposedCustomers: {
        parameters: {
            query: {
                /** @description First day (YYYY-MM-DD, Kuala Lumpur) */
                from: string;
                limit?: number;
                page?: number;
                /** @description One staff account (kept in the log even after the account is removed) */
                staffId?: number;
                /** @description Last day (YYYY-MM-DD, Kuala Lumpur) */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExposedCustomerPageView"];
                };
            };
            /** @description A missing or malformed field (VALIDATION_FAILED), a range ending before it starts (REPORT_RANGE_REVERSED), longer than 24 months (REPORT_RANGE_TOO_LONG) or outside the days reports take (REPORT_RANGE_OUT_OF_BOUNDS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BreachResponseController_exposedCustomersWorkbook: {
        parameters: {
            query: {
                /** @description First day (YYYY-MM-DD, Kuala Lumpur) */
                from: string;
                /** @description One staff account (kept in the log even after the account is removed) */
                staffId?: number;
                /** @description Last day (YYYY-MM-DD, Kuala Lumpur) */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notice list in one sheet, with each customer’s language; the download is logged (breach_export_downloaded) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A missing or malformed field (VALIDATION_FAILED), a range ending before it starts (REPORT_RANGE_REVERSED), longer than 24 months (REPORT_RANGE_TOO_LONG) or outside the days reports take (REPORT_RANGE_OUT_OF_BOUNDS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnPriceListsController_setDamagePrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DamagePriceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnPriceListView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RatePlansController_createZone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryZoneDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryZoneView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RatePlansController_updateZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryZoneDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryZoneView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such delivery zone */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffSessionsController_adminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCredentialsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSessionView"];
                };
            };
            /** @description Invalid username or password, or not an admin */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many failed sign-ins for this account or client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffActivityController_page: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, Kuala Lumpur) */
                from?: string;
                limit?: number;
                page?: number;
                staffId?: number;
                /** @description Last day (YYYY-MM-DD, Kuala Lumpur) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffLogPageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffSessionsController_changeOwnPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description A new token: every token issued before stops working */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSessionView"];
                };
            };
            /** @description Current password is incorrect, or the new one is not acceptable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many wrong passwords for this account (its sign-in budget) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RatePlansController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatePlansView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RatePlansController_holidays: {
        parameters: {
            query?: {
                /** @description A state or federal territory code (10 is Selangor): its own holidays join the national ones */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Malaysia's public holidays for the next two years, the state's own included */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayView"][];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnPriceListsController_createFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnFeeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnPriceListView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnPriceListsController_updateFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnFeeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnPriceListView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RatePlansController_createSeason: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeasonDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonView"];
                };
            };
            /** @description A bad field, an end before the start, or an overlap with a season over the same cars */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RatePlansController_updateSeason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeasonDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such season */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RatePlansController_removeSeason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rate plans without it (bookings keep their prices) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatePlansView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such season */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminBookingSettingsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingSettingsView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminBookingSettingsController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingSettingsDto"];
            };
        };
        responses: {
            /** @description Applies to bookings made from now on; bookings already made stand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingSettingsView"];
                };
            };
            /** @description Turnaround hours that are not a whole number from 0 to 72 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminPaymentSettingsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSettingsView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminPaymentSettingsController_saveBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankDetailsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSettingsView"];
                };
            };
            /** @description A missing or malformed bank name, account name or account number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminPaymentSettingsController_uploadQr: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The business's DuitNow QR image in the field 'qrImage' */
        requestBody: {
            content: {
                "multipart/form-data": string;
            };
        };
        responses: {
            /** @description The QR was read; each payment is now shown a QR made from it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentQrUploadedView"];
                };
            };
            /** @description No image, no readable QR in it (PAYMENT_QR_UNREADABLE), a QR that is not an EMVCo payment QR (PAYMENT_QR_NOT_PAYMENT) or not in ringgit (PAYMENT_QR_NOT_RINGGIT): nothing changes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminPaymentSettingsController_removeQr: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Customers are shown the bank details to transfer to again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentQrRemovedView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminPrivacySettingsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyNoticeView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminPrivacySettingsController_saveOfficer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyOfficerDto"];
            };
        };
        responses: {
            /** @description The /privacy page shows the new contact at once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyNoticeView"];
                };
            };
            /** @description A missing or too long name, a malformed e-mail address or phone number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RatePlansController_setWeekend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeekendDaysDto"];
            };
        };
        responses: {
            /** @description The weekend days as saved, Friday first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number[];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AgreementLinksController_download: {
        parameters: {
            query: {
                /** @description Unix time (seconds) the link stops working */
                expires: unknown;
                /** @description HMAC-SHA256 of the rental id, its link version and the expiry, hex */
                signature: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed agreement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link is invalid, was changed, has expired, or its rental was deleted */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link was withdrawn: its rental was cancelled, or its customer is blacklisted */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BookingRequestsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingRequestView"];
                };
            };
            /** @description Bad dates, a start in the past or an end before the start */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The vehicle is taken on some of those dates */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BookingRequestsController_mine: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingRequestPageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SystemController_publicConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfigView"];
                };
            };
        };
    };
    CustomersController_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                filename: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, to staff and the admin only; each view is logged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReviewsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReviewDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewView"];
                };
            };
            /** @description Rating not a whole number from 1 to 5, text over 1000 characters, or a bad rentalId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The rental is not completed, or you already reviewed it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_checkFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerFilesView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomerSessionsController_customerLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerLoginDto"];
            };
        };
        responses: {
            /** @description With CUSTOMER_SIGNIN_CODE on: CodeSentView for every e-mail. Off (demo mode): the session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentView"] | components["schemas"]["CustomerSessionView"];
                };
            };
            /** @description Codes off only: no account with this e-mail */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many sign-in attempts or codes for this e-mail or client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomerSessionsController_verifyCustomerCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifySignInCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSessionView"];
                };
            };
            /** @description The code is wrong, expired, used or out of tries */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many wrong codes for this e-mail or client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSelfView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LoyaltyController_activity: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A zip of JSON files (profile, bookings, rentals with account lines and payments, …) and the stored documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description More than 5 downloads within an hour */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_requestDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletionRequestView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description ACCOUNT_HAS_HOLDS: a rental not over, a balance owed, money held or an open summons (params.holds) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_updateLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLanguageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageView"];
                };
            };
            /** @description The language is not 'en' or 'ms' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LoyaltyController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoyaltyView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RegisterCustomerDto"];
            };
        };
        responses: {
            /** @description With CUSTOMER_SIGNIN_CODE on, the same CodeSentView for every e-mail; otherwise the new account */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentView"] | components["schemas"]["CustomerSelfView"];
                };
            };
            /** @description A field or document is missing or invalid (messages as in the form) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An account with this email already exists (only with sign-in codes off) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A document is larger than 10 MB or 50 megapixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many registrations or e-mails from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SystemController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthView"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LoyaltyController_tiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lowest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TierView"][];
                };
            };
        };
    };
    PaymentsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 8-100 letters, digits, - or _; the same key and body return the same payment, whose reference is the one GET /payments/qr showed for the key */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentDto"];
            };
        };
        responses: {
            /** @description A new pending payment (200 with the same payment when the key was used before) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentView"];
                };
            };
            /** @description Missing Information: Please fill in all required fields; a bad amount; a method that is coming soon */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The reference shown for this key is taken (practically never): open the QR again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The Idempotency-Key was used for a different payment */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PaymentsController_proof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Payment or proof not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PaymentsController_uploadProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The proof image in the field 'paymentProof' (JPEG, PNG or WebP, at most 10 MB) */
        requestBody: {
            content: {
                "multipart/form-data": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentView"];
                };
            };
            /** @description No file, or not a JPEG, PNG or WebP image */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Payment not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The payment is no longer pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description File Too Large: Please select an image file smaller than 10MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PaymentsController_receiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt (receipt-<number>.pdf), in the customer's chosen language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Payment not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description There is no receipt for a failed payment */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description You already have documents being prepared. Please wait for them to finish, then try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many documents are being prepared right now. Please try again in a minute. (or the receipt could not be made) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PaymentsController_receiptJpeg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt as an image (receipt-<number>.jpg), in the customer's chosen language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Payment not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description There is no receipt for a failed payment */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description You already have documents being prepared. Please wait for them to finish, then try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many documents are being prepared right now. Please try again in a minute. (or the receipt could not be made) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PaymentsController_mine: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PaymentsController_paymentQr: {
        parameters: {
            query: {
                amount: string;
                /** @description The Idempotency-Key 'Payment Done' will send: the answer's reference is the one that payment gets */
                idempotencyKey: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentQrView"];
                };
            };
            /** @description A bad amount or Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PricingCatalogueController_catalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingCatalogueView"];
                };
            };
        };
    };
    PrivacyNoticeController_notice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyNoticeView"];
                };
            };
        };
    };
    QuotesController_quote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteDto"];
            };
        };
        responses: {
            /** @description Every line with its reason, and the total with the deposit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            /** @description Dates that cannot be booked, or an add-on or zone not offered with the car */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No active vehicle with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many quotes from this connection in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SystemController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessView"];
                };
            };
            /** @description The database or Redis cannot be reached, or files cannot be stored */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RentalConditionReportController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The condition report (condition-report-<id>.pdf), in the customer's chosen language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The return is not finalized yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description You already have documents being prepared. Please wait for them to finish, then try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many documents are being prepared right now. Please try again in a minute. (or the condition report could not be made) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RentalsController_downloadAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed agreement (agreement-<id>.pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found (or not yours), or the agreement is not ready yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RentalsController_requestExtension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtensionRequestDto"];
            };
        };
        responses: {
            /** @description Status 'extension-requested' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRentalView"];
                };
            };
            /** @description The new end date is not after the current one, or the rental would be too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an active rental, or the vehicle is booked on the extended dates */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RentalsController_quoteExtension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtensionQuoteDto"];
            };
        };
        responses: {
            /** @description What the added days cost, as an approval would charge them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtensionQuoteView"];
                };
            };
            /** @description The new end date is not after the current one, or the rental would be too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an active rental */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RentalsController_sendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgreementEmailView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The agreement is not ready yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RentalsController_sendWhatsApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgreementWhatsAppView"];
                };
            };
            /** @description The customer's phone number cannot be used for WhatsApp */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The agreement is not ready yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RentalSettlementController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settlement statement (settlement-<id>.pdf), in the customer's chosen language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The deposit is not settled yet and no refund is recorded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description You already have documents being prepared. Please wait for them to finish, then try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many documents are being prepared right now. Please try again in a minute. (or the statement could not be made) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RentalsController_mine: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRentalPageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PaymentSettingsController_paymentQr: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The uploaded QR image, as the admin uploaded it (customers scan a QR made for each payment from it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None uploaded: customers are shown the bank details to transfer to */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's tokens stop working, their logs stay */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRemovedView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Staff member not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The admin account cannot be removed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffController_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            /** @description The member's earlier tokens stop working */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberView"];
                };
            };
            /** @description Password must be at least 8 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Staff member not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The admin's own password is changed elsewhere */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BankStatementsController_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The bank's CSV export in the field 'statement', read with the remembered columns */
        requestBody: {
            content: {
                "multipart/form-data": string;
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementImportView"];
                };
            };
            /** @description No file, no layout chosen, columns not found, not CSV, or too many lines; nothing is stored */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Another upload was storing the same lines at the same moment */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Larger than 10 MB; nothing is stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BankStatementsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementSettingsView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BankStatementsController_saveColumns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveStatementColumnsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementSettingsView"];
                };
            };
            /** @description An unknown layout, or a 'custom' one without its date, description or amount column */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BankStatementsController_lines: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Every status when left out */
                status?: components["schemas"]["StatementLineStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementLinePageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BankStatementsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The line, confirmed; its payment is completed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementLineView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Statement line not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No proposed payment, the line already decided, or the payment no longer pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BankStatementsController_ignore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementLineView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Statement line not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The line is already confirmed or ignored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffBookingRequestsController_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description newest: pending first, then the newest requests; pickup: the soonest pickup first */
                sort?: components["schemas"]["StaffBookingRequestSort"];
                status?: "pending" | "approved" | "rejected" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffBookingRequestPageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffBookingRequestsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveBookingRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalView"];
                };
            };
            /** @description Discount cannot be more than the rental amount. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such request */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not pending any more, or the car is taken on those dates */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffBookingRequestsController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectBookingRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffBookingRequestView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such request */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not pending any more */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ManualBookingsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateManualBookingDto"];
            };
        };
        responses: {
            /** @description The rental, awaiting its agreement */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualBookingView"];
                };
            };
            /** @description Missing or bad dates, times or amounts, or dates that cannot be booked */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Customer not found / Vehicle not found (also an inactive vehicle) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The customer is blacklisted, or the vehicle is already booked for those dates */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CalendarController_get: {
        parameters: {
            query: {
                /** @description First day shown (YYYY-MM-DD) */
                from: string;
                /** @description Last day shown (YYYY-MM-DD), at most 62 days after from */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarView"];
                };
            };
            /** @description from or to missing or not a date, to before from, or more than 62 days apart */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStaffDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description That username is already taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffCustomersController_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                filename: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A customer's document image; each view is logged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffCustomersController_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Matches name, e-mail or phone (contains), or the exact id */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffCustomersController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasedCustomerView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such customer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description ACCOUNT_HAS_HOLDS, DELETION_NOT_REQUESTED or ACCOUNT_ALREADY_ERASED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffCustomersController_reupload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReuploadView"];
                };
            };
            /** @description No Files Selected: Please select at least one file to upload */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffCustomersController_updateStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such customer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffCustomersController_deletionRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingDeletionView"][];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DashboardController_metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DeliveriesController_list: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, Kuala Lumpur) */
                from?: string;
                limit?: number;
                page?: number;
                /** @description Last day (YYYY-MM-DD, Kuala Lumpur) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryPageView"];
                };
            };
            /** @description A date that is not YYYY-MM-DD, or to before from */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DeliveriesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDeliveryDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Vehicle not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DeliveriesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryDeletedView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivery not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DeliveriesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDeliveryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivery not found, or Vehicle not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffCustomersController_exportCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Workbook with the sheets Customers, Rentals and Deliveries; the export is logged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffInvoicesController_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePageView"];
                };
            };
            /** @description A bad page or limit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffInvoicesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 8-100 letters, digits, - or _; the same key and fields return the same invoice */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvoiceDto"];
            };
        };
        responses: {
            /** @description A new invoice (200 with the same invoice when the key was used before) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"];
                };
            };
            /** @description The form's messages, e.g. 'Customer name is required', 'Total amount must be greater than 0' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The Idempotency-Key was used for a different invoice */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffInvoicesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDeletedView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invoice not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffInvoicesController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice PDF (invoice-<id>-<invoiceDate>.pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invoice not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description You already have documents being prepared. Please wait for them to finish, then try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many documents are being prepared right now. Please try again in a minute. (or the PDF could not be made) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffSessionsController_staffLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCredentialsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSessionView"];
                };
            };
            /** @description Invalid username or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many failed sign-ins for this account or client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffActivityController_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStaffLogDto"];
            };
        };
        responses: {
            /** @description { success: true }; recorded under the signed-in staff member, marked as reported by the app */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The action is one of the server's own */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description More than 30 entries from this account in 10 minutes */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffActivityController_viewWithCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewLogsDto"];
            };
        };
        responses: {
            /** @description The 15 newest entries (of one staff member when staffId is given) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffLogView"][];
                };
            };
            /** @description Access Denied: Invalid admin credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many failed attempts: the sign-in limit applies */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMailController_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "queued" | "failed" | "sent" | "unsent";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailMessagePageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMailController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailMessageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description E-mail not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The e-mail has not failed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffController_members: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberView"][];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description The customer's name or e-mail, the receipt number or the transfer reference */
                search?: string;
                status?: "pending" | "completed" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPaymentPageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_attach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachPaymentDto"];
            };
        };
        responses: {
            /** @description The payment now belongs to the rental, and its money is on the rental's account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPaymentView"];
                };
            };
            /** @description No rental id, or a rental of another customer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Payment or rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The payment is not completed, or already belongs to a rental */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_detach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DetachPaymentDto"];
            };
        };
        responses: {
            /** @description The payment belongs to no rental; a reversing entry takes its money off the rental's account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPaymentView"];
                };
            };
            /** @description No reason given */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Payment not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The payment belongs to no rental, or taking it off would leave more refunded than paid */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_setStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePaymentStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPaymentView"];
                };
            };
            /** @description Not completed or failed, or a failed payment without a reason */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Payment not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The payment is no longer pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_list: {
        parameters: {
            query?: {
                /** @description Rentals created in the last 3, 7 or 30 days (Kuala Lumpur calendar, today included) */
                filter?: "ALL" | "3days" | "7days" | "30days";
                limit?: number;
                /** @description Only the rentals overdue now: still out past their return date and time */
                overdue?: boolean;
                page?: number;
                status?: "awaiting_agreement" | "approved" | "active" | "completed" | "cancelled" | "extension-requested";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalPageView"];
                };
            };
            /** @description Unknown filter or status, or a bad page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalDeletedView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalAccountController_statement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalAccountStatementView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalAccountController_addCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddChargeDto"];
                "multipart/form-data": components["schemas"]["AddChargeDto"];
            };
        };
        responses: {
            /** @description The account with the new charge (multipart: an optional 'photo') */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalAccountStatementView"];
                };
            };
            /** @description Unknown category, an amount that is not more than RM 0.00 or above RM 999,999.99, no reason, or a photo that is not a JPEG, PNG or WebP image */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A photo larger than 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalAccountController_chargePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo attached to the charge (JPEG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental, entry or photo not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalAccountController_reverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReverseEntryDto"];
            };
        };
        responses: {
            /** @description The account with the reversing entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalAccountStatementView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental or entry not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already reversed, or the reversal would refund more than was paid */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalAccountController_recordRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordRefundDto"];
                "multipart/form-data": components["schemas"]["RecordRefundDto"];
            };
        };
        responses: {
            /** @description The settled account: the deposit released and the refund recorded; the customer is e-mailed it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalAccountStatementView"];
                };
            };
            /** @description An amount that is not more than RM 0.00, an unknown method, a reference over 100 characters, or a proof that is not an image */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The car is not back yet, or the refund is more than the customer is owed back */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalAccountController_settle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposit released: the charges draw on it, what it does not cover stays due */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalAccountStatementView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The car is not back yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelRentalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description Please give a reason for cancelling */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This rental is already completed / cancelled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ExistingDamageShownController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open damage points shown, recorded on the rental */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such rental */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The agreement is already completed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_approveExtension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceOverrideDto"];
            };
        };
        responses: {
            /** @description Status 'active' with the new end date, days and grand total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No extension request, the vehicle is booked on the extended dates, or its road tax, insurance, inspection or permit lapses before them */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_declineExtension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineExtensionDto"];
            };
        };
        responses: {
            /** @description Status 'active'; the customer sees the reason */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description Please give a reason for declining */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No extension request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_changeExtras: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RentalExtrasDto"];
            };
        };
        responses: {
            /** @description The rental with its new add-ons, delivery and grand total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description An add-on or zone that is not offered, or more than the business has */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The agreement is signed already, or the add-ons are taken on these days */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalWizardController_evidenceFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evidence image (JPEG, or PNG for the signature) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental or file not found (kind: a photo type, signature, key-handover or handover) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalWizardController_finalize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinalizeRentalDto"];
            };
        };
        responses: {
            /** @description Status 'approved' (Ready for Key Handover) with the agreement PDF, or 'active' with handOver */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description A required photo, the signature, the key handover photo or the mileage is missing */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The agreement is already completed, or with handOver the business's payment requirement is not met and no override reason was given */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalInvoiceController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account has not changed since its last invoice: that invoice again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalInvoiceView"];
                };
            };
            /** @description A new invoice of the rental's account as it stands */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalInvoiceView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description INVOICE_NOTHING_TO_BILL: the account has no charges standing */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalWizardController_uploadKeyHandoverPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The key handover photo in the field 'photo', and optionally the client's 'clientId' of this upload */
        requestBody: {
            content: {
                "multipart/form-data": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The agreement is already completed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_completeHandover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The handover photo in the field 'keyHandoverPhoto' (or 'photo'), optional when the wizard took the key photo (then reused); 'overrideReason' when the payment requirement is not met; an admin's 'complianceOverrideReason' when the car's road tax, insurance, inspection or permit lapses before the rental ends */
        requestBody: {
            content: {
                "multipart/form-data": string;
            };
        };
        responses: {
            /** @description Status 'active' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description No photo (and none from the wizard), or not an image */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not ready for key handover, the business's payment requirement is not met and no override reason was given, or a compliance date lapses before the rental ends */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalWizardController_uploadPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Repeated 'photos' files and one 'photoTypes' per photo, in the same order */
        requestBody: {
            content: {
                "multipart/form-data": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description No photo, a non-image, or photo types that do not match the photos */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The agreement is already completed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_markReturned: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnRentalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description Bad return date, mileage or fuel level */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Only an active rental can be marked as returned */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_returnQuote: {
        parameters: {
            query: {
                /** @description The odometer reading at return, in km */
                returnMileage: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnQuoteView"];
                };
            };
            /** @description Return mileage missing, not a whole number, too large, or below the mileage at pickup */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_customerAbsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerAbsentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_addDamage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddDamageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description A point outside the diagram, another rental's photo, or a typed amount without a reason */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_removeDamage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                damageId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_addFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddReturnFeeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_removeFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                line: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A return photo by its key, or 'signature' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a file of this return */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_finalize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinalizeReturnDto"];
            };
        };
        responses: {
            /** @description Charges posted to the account and the rental completed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description A required photo, a reading or the signature is missing */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already finalized, or the charges changed since they were shown */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_uploadPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Repeated 'photos' files and one 'photoTypes' per photo (an angle, or 'damage' for a close-up) */
        requestBody: {
            content: {
                "multipart/form-data": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The return is finalized or the car is not out */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_updateReadings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnReadingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description A reading out of range, mileage below pickup, or a return time in the future */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_report: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The condition report (condition-report-<id>.pdf), in the customer's chosen language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rental not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The return is not finalized yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description You already have documents being prepared. Please wait for them to finish, then try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many documents are being prepared right now. Please try again in a minute. (or the condition report could not be made) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_sign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WizardSignatureDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_waive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaiveLineDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnInspectionController_withdrawWaiver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                line: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The waiver is withdrawn: the line is charged again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnInspectionView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The line is not waived */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalWizardController_uploadSignature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WizardSignatureDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRentalView"];
                };
            };
            /** @description Not a PNG data URL, or a blank signature */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The agreement is already completed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffRentalsController_download: {
        parameters: {
            query?: {
                /** @description Rentals created in the last 3, 7 or 30 days (Kuala Lumpur calendar, today included) */
                filter?: "ALL" | "3days" | "7days" | "30days";
                /** @description Only the rentals overdue now: still out past their return date and time */
                overdue?: boolean;
                status?: "awaiting_agreement" | "approved" | "active" | "completed" | "cancelled" | "extension-requested";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filtered list as a PDF table (rentals-<filter>.pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description You already have documents being prepared. Please wait for them to finish, then try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many documents are being prepared right now. Please try again in a minute. (or the PDF could not be made) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportsController_balances: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD) */
                from?: string;
                limit?: number;
                page?: number;
                /** @description Last day (YYYY-MM-DD) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalancesReportView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportsController_balancesWorkbook: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD) */
                from?: string;
                /** @description Last day (YYYY-MM-DD) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every customer who owes money on rentals of the range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportsController_deposits: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD) */
                from?: string;
                limit?: number;
                page?: number;
                /** @description Last day (YYYY-MM-DD) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositsReportView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportsController_depositsWorkbook: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD) */
                from?: string;
                /** @description Last day (YYYY-MM-DD) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every rental of the range holding a deposit or owing a refund */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportsController_summonses: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD) */
                from?: string;
                limit?: number;
                page?: number;
                /** @description Last day (YYYY-MM-DD) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SummonsesReportView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportsController_summonsesWorkbook: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD) */
                from?: string;
                /** @description Last day (YYYY-MM-DD) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every open summons of the range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportsController_vehicles: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD) */
                from?: string;
                limit?: number;
                page?: number;
                /** @description Last day (YYYY-MM-DD) */
                to?: string;
                /** @description One car: its totals and months (its row alone in items) */
                vehicleId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A range ending before it starts (REPORT_RANGE_REVERSED) or longer than 24 months (REPORT_RANGE_TOO_LONG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleReportView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle (REPORT_VEHICLE_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportsController_vehiclesWorkbook: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD) */
                from?: string;
                /** @description Last day (YYYY-MM-DD) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sheets: every car over the range, the fleet by month, each car by month */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReturnPriceListsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnPriceListView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffReviewsController_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Only reviews of this vehicle's rentals */
                vehicleId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffReviewPageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffReviewsController_hide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffReviewView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such review */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This review is already hidden. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffReviewsController_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffReviewView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such review */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This review is already shown. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RoadChargesController_list: {
        parameters: {
            query?: {
                /** @description Both when left out */
                kind?: components["schemas"]["RoadChargeKind"];
                limit?: number;
                page?: number;
                /** @description Every state when left out */
                status?: components["schemas"]["RoadChargeStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadChargePageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RoadChargesController_assign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignRoadChargeDto"];
            };
        };
        responses: {
            /** @description Charged to that rental; its renter is sent the notice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadChargeView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No longer unmatched, or the rental is not of this car */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RoadChargesController_dispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoadChargeReasonDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadChargeView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not charged or paid now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RoadChargesController_markPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadChargeView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not charged or disputed now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RoadChargesController_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notice's photo (JPEG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found, or no photo */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RoadChargesController_writeOff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoadChargeReasonDto"];
            };
        };
        responses: {
            /** @description Written off; its charges on the rental's account are reversed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadChargeView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already written off */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RoadChargesController_recordSummons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordSummonsDto"];
                "multipart/form-data": components["schemas"]["RecordSummonsDto"];
            };
        };
        responses: {
            /** @description Recorded; charged to the rental that had the car then, or unmatched */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadChargeView"];
                };
            };
            /** @description An unknown plate, a moment in the future or before the car joined the fleet, a bad field, or a photo that is not an image */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The same notice (issuer and number) is already recorded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A photo larger than 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RoadChargesController_importTolls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The car ('vehicleId') and its Touch 'n Go card statement (CSV: date and time, plaza, amount) in 'statement' */
        requestBody: {
            content: {
                "multipart/form-data": string;
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TollImportView"];
                };
            };
            /** @description No file, an unknown car, columns not found, a line unreadable, out of range or a formula, or too many lines; nothing is stored */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Larger than 5 MB; nothing is stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffTodayController_today: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTodayView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffVehiclesController_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffVehiclePageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffVehiclesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleFormDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffVehicleView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A vehicle with this name already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffVehiclesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleRemovalView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffVehiclesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateVehicleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffVehicleView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A vehicle with this name already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleBlocksController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current and coming blocks, soonest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleBlockView"][];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleBlocksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVehicleBlockDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleBlockView"];
                };
            };
            /** @description A date that is not real, in the past, too far ahead, a last day before the first, or too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A rental (named) or another block holds the car on one of the days */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleBlocksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The car's current and coming blocks after the removal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleBlockView"][];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such block on this car */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleComplianceController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleComplianceView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleComplianceController_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                kind: components["schemas"]["ComplianceKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SetComplianceItemDto"];
            };
        };
        responses: {
            /** @description The car's dates with this one recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleComplianceView"];
                };
            };
            /** @description A date that is not real, before the car was registered or more than 10 years ahead, or a document that is not a picture */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle or kind */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleComplianceController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                kind: components["schemas"]["ComplianceKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The car's dates without this one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleComplianceView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle, or nothing recorded for this kind */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleComplianceController_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                kind: components["schemas"]["ComplianceKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document's picture (JPEG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing recorded, or no picture */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleCostsController_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, with the car’s total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleCostPageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleCostsController_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RecordVehicleCostDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleCostView"];
                };
            };
            /** @description A bad or future date, an amount of RM 0.00 or less, an unknown category, or a receipt that is not a picture */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleCostsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, with its receipt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such cost on this car */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleCostsController_receipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt's picture (JPEG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such cost, or no receipt */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleDamagesController_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: components["schemas"]["DamageHistoryFilter"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleDamagePageView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleDamagesController_repair: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                damageId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RepairDamageDto"];
            };
        };
        responses: {
            /** @description Closed as repaired, with its cost and day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleDamageView"];
                };
            };
            /** @description A cost out of range, or a day in the future or before the damage was found */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a damage point of this vehicle */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already repaired, or still on a return that is not finalized */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleMaintenanceController_setSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceScheduleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleServiceView"];
                };
            };
            /** @description A distance outside 500 to 100,000 km or an interval outside 1 to 60 months */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehicleMaintenanceController_recordService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordServiceDto"];
            };
        };
        responses: {
            /** @description The schedule with the next service counted from this one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleServiceView"];
                };
            };
            /** @description A day in the future or before the car was registered, or a bad odometer reading */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such vehicle */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffVehiclesController_uploadPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehiclePhotoView"];
                };
            };
            /** @description Missing, expired or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with a role that may not use this route */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehiclesController_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                filename: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle photo (JPEG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehiclesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicVehicleView"][];
                };
            };
        };
    };
    VehiclesController_checkAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DateRangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityView"];
                };
            };
            /** @description Bad dates, a start in the past or an end before the start */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No active vehicle with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReviewsController_forVehicle: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleReviewsView"];
                };
            };
            /** @description No such vehicle */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
