.class public LSHolder;
.super Ljava/lang/Object;
.source "SHolder.java"

.field public static i:I
.field public static j:J
.field public static f:F
.field public static d:D
.field public static z:Z
.field public static b:B
.field public static c:C
.field public static s:S
.field public static o:Ljava/lang/Object;
.field public static k:I = 0x2a
.field public static kstr:Ljava/lang/String; = "initial"
.field public static kj:J = -0x2L
.field public static kd:D = 0.5
.field public static kz:Z = true
.field public static kc:C = 'x'
