.class public final Ljava/lang/Class;
.super Ljava/lang/Object;
.source "Class.java"

# java.lang.Class: the mirror of a VM class (vmIndex is its ClassId). Queries are
# natives in vm/src/oo/reflect.rs; newInstance is split in two natives because the
# constructor is Java code: allocInstance checks, initializes and allocates, then
# runConstructor continues in the constructor's frame.

.field private vmIndex:I

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    invoke-virtual {p0}, Ljava/lang/Class;->isPrimitive()Z
    move-result v0
    invoke-virtual {p0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    if-nez v0, :prim
    invoke-virtual {p0}, Ljava/lang/Class;->isInterface()Z
    move-result v0
    if-eqz v0, :cls
    const-string v0, "interface "
    goto :cat
    :cls
    const-string v0, "class "
    :cat
    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    :prim
    return-object v1
.end method

.method public static native forName(Ljava/lang/String;)Ljava/lang/Class;
.end method

.method static native getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
.end method

.method public native getName()Ljava/lang/String;
.end method

.method public native getSimpleName()Ljava/lang/String;
.end method

.method public native isInstance(Ljava/lang/Object;)Z
.end method

.method public native isAssignableFrom(Ljava/lang/Class;)Z
.end method

.method public native isArray()Z
.end method

.method public native isInterface()Z
.end method

.method public native isPrimitive()Z
.end method

.method public native isEnum()Z
.end method

.method public native getModifiers()I
.end method

.method public native getSuperclass()Ljava/lang/Class;
.end method

.method public native getComponentType()Ljava/lang/Class;
.end method

.method public native desiredAssertionStatus()Z
.end method

# The enum's constants in declaration order (a fresh array from its values()), or null
# when this is not an enum class.
.method public native getEnumConstants()[Ljava/lang/Object;
.end method

.method public newInstance()Ljava/lang/Object;
    .registers 2
    invoke-direct {p0}, Ljava/lang/Class;->allocInstance()Ljava/lang/Object;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/Class;->runConstructor(Ljava/lang/Object;)V
    return-object v0
.end method

.method private native allocInstance()Ljava/lang/Object;
.end method

.method private native runConstructor(Ljava/lang/Object;)V
.end method

# JDK: ClassCastException "Cannot cast X to Y"; null casts to anything.
.method public cast(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    if-eqz p1, :ok
    invoke-virtual {p0, p1}, Ljava/lang/Class;->isInstance(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :ok
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "Cannot cast "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, " to "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v0, Ljava/lang/ClassCastException;
    invoke-direct {v0, v1}, Ljava/lang/ClassCastException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    return-object p1
.end method
