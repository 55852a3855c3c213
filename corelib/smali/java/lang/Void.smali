.class public final Ljava/lang/Void;
.super Ljava/lang/Object;
.source "Void.java"

# The uninstantiable placeholder for void; TYPE is void.class.

.field public static final TYPE:Ljava/lang/Class;

.method static constructor <clinit>()V
    .registers 1
    const-string v0, "void"
    invoke-static {v0}, Ljava/lang/Class;->getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    sput-object v0, Ljava/lang/Void;->TYPE:Ljava/lang/Class;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
